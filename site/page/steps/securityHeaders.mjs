// The security headers of the site's pages: a Content-Security-Policy built from the live /config.json, so scripts
// run only from the shell, the remotes it names and the origins it lets one browser preview releases from, and the
// page connects only to them and the API; plus the usual hardening headers.

/** @param {string} url */
const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * @param {{ apiBaseUrl: string, remotes: Record<string, { manifest: string }>, previewOrigins?: string[] }} config
 * @returns {Record<string, string>} headers for every HTML page of the shell
 */
export function pageSecurityHeaders(config) {
  const remotes = Object.values(config.remotes).map((r) => originOf(r.manifest));
  // The origins the config names for previews (docs/releasing.md), and nothing wider: a page runs code only from
  // addresses the deployment chose.
  const previews = (config.previewOrigins ?? []).map(originOf);
  const code = ["'self'", ...new Set([...remotes, ...previews].filter(Boolean))].join(' ');
  const api = originOf(config.apiBaseUrl);
  const csp = [
    "default-src 'self'",
    `script-src ${code}`,
    `style-src ${code}`,
    `font-src ${code}`,
    `img-src 'self' data: blob: ${[...new Set([api, ...remotes].filter(Boolean))].join(' ')}`,
    "media-src 'self' blob:",
    `connect-src ${["'self'", ...new Set([api, ...remotes, ...previews].filter(Boolean))].join(' ')}`,
    // The payment provider's page, served by the API, inside the booking dialog (docs/payments.md).
    `frame-src 'self' ${api}`.trim(),
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

/**
 * The page's security headers.
 * @type {import('../pipeline.mjs').PageStep}
 */
export function securityHeaders(page) {
  Object.assign(page.headers, pageSecurityHeaders(page.request.config));
}
