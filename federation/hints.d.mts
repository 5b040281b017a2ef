export declare function firstPaintHints(
  config: { apiBaseUrl?: string; remotes: Record<string, { manifest: string; paths: string[]; footer?: boolean }> },
  pathname: string,
  search?: string,
  chrome?: { header: Record<string, string>; footer: string } | null,
): Promise<{ head: string; first: string; body: string | null }>;
export declare function fillView(template: string, data: unknown): string | null;
export declare function holdScriptPreloads(page: string): string;
