// The security headers of the site's pages (issue 13): a Content-Security-Policy built from the live /config.json,
// so scripts run only from the shell and the remotes it names, and the page connects only to them and the API;
// plus the usual hardening headers.

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * @param {{ apiBaseUrl: string, remotes: Record<string, { manifest: string }>, allowPreview?: boolean }} config
 * @returns {Record<string, string>} headers for every HTML page of the shell
 */
export function pageSecurityHeaders(config) {
  const remotes = [...new Set(Object.values(config.remotes).map((r) => originOf(r.manifest)).filter(Boolean))];
  const api = originOf(config.apiBaseUrl);
  // A site that allows previews runs remote releases from any address a tester names (docs/releasing.md).
  const preview = config.allowPreview ? ['https:', 'http://localhost:*', 'http://127.0.0.1:*'] : [];
  const code = ["'self'", ...remotes, ...preview].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${code}`,
    `style-src ${code}`,
    `font-src ${code}`,
    `img-src 'self' data: blob: ${[api, ...remotes].filter(Boolean).join(' ')}`,
    "media-src 'self' blob:",
    `connect-src ${["'self'", api, ...remotes, ...preview].filter(Boolean).join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // The chat bar dictates and photographs: microphone and camera for this origin only.
    'Permissions-Policy': 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=()',
  };
}
