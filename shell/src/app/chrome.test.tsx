import { chromeFor, renderChrome } from '@wellness/site/prerender-entry';
import { siteNavigation } from '../testing/siteNavigation';

// The shell's Node build renders this module through this alias (site/build/prerenderConfig.ts).
jest.mock('@wellness/prerender-module', () => jest.requireActual('./chrome'), { virtual: true });

const currentLinks = (html: string) => [...html.matchAll(/aria-current="page"[^>]*>([^<]+)</g)].map((m) => m[1]);

describe("the shell's header and footer, as the site's server renders them around every first view", () => {
  const render = (pathname: string) => renderChrome(siteNavigation, pathname, 'http://api.test');

  it("renders the header with the remotes' entries as on the page at that path", () => {
    // The desktop bar and the phone menu each mark the page's entry.
    expect(currentLinks(render('/pricing').header)).toEqual(['Subscription', 'Subscription']);
    expect(currentLinks(render('/explore').header)).toEqual(['Wellness Programs', 'Wellness Programs']);
    expect(currentLinks(render('/program-details/kyoto').header)).toEqual([]);
    expect(render('/').header).toContain('data-transparent="true"');
    expect(render('/').header).toContain('Book Now');
    expect(render('/about').header).toContain('data-transparent="false"');
    expect(render('/about').header).not.toContain('Book Now');
  });

  it('keeps one render for every page that shows the header alike', () => {
    expect(chromeFor(siteNavigation, '/program-details/a').key).toBe(chromeFor(siteNavigation, '/programs').key);
    expect(chromeFor(siteNavigation, '/pricing').key).not.toBe(chromeFor(siteNavigation, '/about').key);
    expect(chromeFor(siteNavigation, '/')).toMatchObject({ underHeader: true });
    expect(chromeFor(siteNavigation, '/about')).toMatchObject({ underHeader: false });
  });

  it("shows no visitor's menu: the place of JOIN NOW is kept, and hidden by the header's styles until the app knows the visitor", () => {
    for (const path of ['/', '/about', '/explore']) {
      expect(render(path).header).toMatch(/class="[^"]*\bjoin\b[^"]*"/);
      expect(render(path).header).not.toContain('aria-haspopup');
    }
  });

  it('renders the footer, and nothing with a style attribute (the CSP would drop it)', () => {
    const { header, footer } = render('/');
    expect(footer).toContain('<footer');
    expect(footer).toContain('About us');
    expect(footer).toContain('Ask our assistant');
    for (const html of [header, footer, render('/about').header]) expect(html).not.toContain('style=');
  });
});
