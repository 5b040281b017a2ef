import { loadCatalogues } from '@wellness/shared/i18n';
import { renderToServerHtml } from '@wellness/shared/testing';
import { prerender } from '../prerender';

/** A dashboard's first view as the site's build renders it: no session, no effects, nothing loaded after. */
async function firstViewOf(path: string, locale: 'en' | 'fr' = 'en') {
  const row = prerender.routes.find((route) => route.path === path);
  const view = (await row?.server?.())?.firstView;
  if (!view) throw new Error(`no first view for ${path}`);
  await loadCatalogues(locale);
  const html = renderToServerHtml(view(), { route: path, locale: locale === 'en' ? undefined : locale });
  document.body.innerHTML = html;
  return html;
}

describe('the dashboards’ first views (painted before the app has started)', () => {
  it('are published for each role’s dashboard, and for no other page', () => {
    expect(prerender.routes.filter((route) => route.server).map((route) => route.path)).toEqual(['/dashboard/user', '/dashboard/facility', '/dashboard/admin']);
  });

  it('show the facility’s frame, its side menu, its title and its programs loading', async () => {
    const html = await firstViewOf('/dashboard/facility');
    expect(document.querySelector('h1')?.textContent).toBe('FACILITY PROGRAMS');
    const menu = [...document.querySelectorAll('nav a')].map((a) => a.getAttribute('href'));
    expect(menu).toContain('/dashboard/facility/calendar');
    expect(document.querySelector('nav a[aria-current="page"]')?.getAttribute('href')).toBe('/dashboard/facility');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    // The booking requests come once the programs have answered: not in a view without them.
    expect(html).not.toContain('Booking Requests');
    // Served under the site's CSP, which refuses style attributes: sizes come from classes.
    expect(html).not.toContain('style=');
  });

  it('show the admin panel loading its figures, not as if they were missing', async () => {
    const html = await firstViewOf('/dashboard/admin');
    expect(document.querySelector('h1')?.textContent).toBe('ADMIN PANEL');
    const figures = [...document.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(figures).not.toContain('—');
    expect(html).not.toContain('style=');
  });

  it('show the user’s bookings loading, with the place of a name the server cannot know', async () => {
    const html = await firstViewOf('/dashboard/user');
    const heading = document.querySelector('h1');
    expect(heading?.textContent).toBe('');
    expect(heading?.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(html).not.toContain('style=');
  });

  it('are written in the page’s language, with its links under its prefix', async () => {
    await firstViewOf('/dashboard/facility', 'fr');
    expect(document.querySelector('nav a[aria-current="page"]')?.getAttribute('href')).toBe('/fr/dashboard/facility');
    expect(document.querySelector('nav a[aria-current="page"]')?.textContent).toBe('Programmes de l’établissement');
  });
});
