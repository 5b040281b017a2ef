export declare function firstPaintHints(config: { remotes: Record<string, { manifest: string; paths: string[] }> }, pathname: string): Promise<{ head: string; body: string | null }>;
