import { HEADER_ELSEWHERE } from '@wellness/federation/sites';
import { renderFirstPaintChrome } from '@wellness/shared/first-paint';

// The build renders the shell's firstPaint module through this alias (federation/build.ts).
jest.mock('@wellness/first-paint-routes', () => jest.requireActual('./firstPaint'), { virtual: true });

const currentLinks = (html: string) => [...html.matchAll(/aria-current="page"[^>]*>([^<]+)</g)].map((m) => m[1]);

describe("the shell's header and footer around every first view", () => {
  const chrome = renderFirstPaintChrome('http://api.test')!;

  it('renders the header as on each page it links to, and as on any other page', () => {
    expect(Object.keys(chrome.header)).toEqual(['/', '/explore', '/about', '/pricing', HEADER_ELSEWHERE]);
    // The desktop bar and the mobile sidebar each mark the page's link.
    expect(currentLinks(chrome.header['/pricing']!)).toEqual(['Subscription', 'Subscription']);
    expect(currentLinks(chrome.header[HEADER_ELSEWHERE]!)).toEqual([]);
    expect(chrome.header['/']).toContain('data-transparent="true"');
    expect(chrome.header['/']).toContain('Book Now');
    expect(chrome.header['/about']).toContain('data-transparent="false"');
    expect(chrome.header['/about']).not.toContain('Book Now');
  });

  it("shows no visitor's menu: the place of JOIN NOW is kept, and hidden by the header's styles until the app knows the visitor", () => {
    for (const html of Object.values(chrome.header)) {
      expect(html).toMatch(/class="[^"]*\bjoin\b[^"]*"/);
      expect(html).not.toContain('aria-haspopup');
    }
  });

  it('renders the footer, and nothing with a style attribute (the CSP would drop it)', () => {
    expect(chrome.footer).toContain('<footer');
    expect(chrome.footer).toContain('About us');
    for (const html of [...Object.values(chrome.header), chrome.footer]) expect(html).not.toContain('style=');
  });
});
