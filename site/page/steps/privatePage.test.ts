import { privatePage } from './privatePage.mjs';

const dashboards = { entries: [], guards: [{ path: '/dashboard', roles: [] }, { path: '/dashboard/admin', roles: ['admin'] }] };

/** The part of a page this step reads and writes. */
const pageAt = (pathname: string) =>
  ({ request: { url: new URL(pathname, 'http://site.test') }, navigation: { 'mfe-dashboards': dashboards, 'mfe-catalog': { entries: [] } }, headers: {} as Record<string, string>, head: [] as string[] }) as unknown as Parameters<typeof privatePage>[0] & { headers: Record<string, string>; head: string[] };

describe('a private page', () => {
  it.each(['/dashboard', '/dashboard/admin', '/dashboard/user/bookings'])('%s, guarded by a remote, is noindex in its header and its head, and stored by no cache', (pathname) => {
    const page = pageAt(pathname);
    privatePage(page);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    // Its HTML may hold the visitor's own data (ADR 0018).
    expect(page.headers['Cache-Control']).toBe('private, no-store');
    expect(page.head).toEqual(['<meta name="robots" content="noindex">']);
  });

  it.each(['/', '/programs', '/dashboards', '/program-details/x'])('%s, guarded by none, is left to be indexed', (pathname) => {
    const page = pageAt(pathname);
    privatePage(page);
    expect(page.headers['x-robots-tag']).toBeUndefined();
    expect(page.headers['Cache-Control']).toBeUndefined();
    expect(page.head).toEqual([]);
  });
});
