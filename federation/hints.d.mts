export declare function firstPaintHints(
  config: { apiBaseUrl?: string; remotes: Record<string, { manifest: string; paths: string[] }> },
  pathname: string,
  search?: string,
): Promise<{ head: string; body: string | null }>;
export declare function fillView(template: string, data: unknown): string | null;
