export declare function pageSecurityHeaders(config: { apiBaseUrl: string; remotes: Record<string, { manifest: string }>; allowPreview?: boolean }): Record<string, string>;
