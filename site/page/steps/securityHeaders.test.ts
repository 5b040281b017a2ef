import { localRuntimeConfig } from '@wellness/federation/sites';
import { pageSecurityHeaders } from './securityHeaders.mjs';

const directive = (csp: string, name: string) => (new RegExp(`(?:^|; )${name} ([^;]*)`).exec(csp)?.[1] ?? '').split(' ');

describe("the pages' security headers", () => {
  it('run code only from the shell and the remotes the config names', () => {
    const { previewOrigins: _none, ...config } = localRuntimeConfig();
    const csp = pageSecurityHeaders(config)['Content-Security-Policy']!;
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'http://localhost:4000', 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003']);
    // Frames: the API's payment page (in the booking dialog), and nothing else.
    expect(directive(csp, 'frame-src')).toEqual(["'self'", 'http://localhost:4000']);
  });

  it('add the origins the config names for previews, and nothing wider: no scheme, no port wildcard', () => {
    const config = { ...localRuntimeConfig(), previewOrigins: ['https://releases.example'] };
    const csp = pageSecurityHeaders(config)['Content-Security-Policy']!;
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003', 'https://releases.example']);
    expect(csp).not.toMatch(/\shttps:(\s|;)/);
    expect(csp).not.toContain(':*');
  });

  it("a local site (pnpm start) previews only from its own remotes' origins, where pnpm release keeps releases", () => {
    const csp = pageSecurityHeaders(localRuntimeConfig())['Content-Security-Policy']!;
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003']);
  });
});
