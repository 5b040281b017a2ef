import type { ServerApiAnswer, ServerViewRequest } from '@wellness/shared/contract';
import { loadCatalogues } from '@wellness/shared/i18n';
import { renderToServerHtml } from '@wellness/shared/testing';
import { booking } from '../../testing/fixtures';
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

describe('the user dashboard for a visitor whose session came with the page (its server view, ADR 0018)', () => {
  const ines = { id: 'u-1', firstName: 'Ines', lastName: 'Moreau', email: 'ines@example.test', phone: '+41791234567', role: 'user' as const };
  const counts = { booked: 0, upcoming: 1, canceled: 0 };
  const bookings = { bookings: [booking({ id: 'u1', programName: 'Kyoto Zen Retreat', state: 'requested' })], counts };
  const apiOf = (answers: Record<string, ServerApiAnswer>) => async (path: string) => answers[path] ?? { status: 404, data: null };
  const request = (api: ServerViewRequest['api'], signedIn = true): ServerViewRequest => ({ route: '/dashboard/user', rest: '', query: new URLSearchParams(), origin: 'https://wellness.example', api, signedIn });

  async function serverView() {
    const view = (await prerender.routes.find((route) => route.path === '/dashboard/user')?.server?.())?.serverView;
    if (!view) throw new Error('no server view for /dashboard/user');
    return view;
  }

  it('shows their name and their bookings, on the tab of the newest, under a head kept out of search engines', async () => {
    const view = await serverView();
    const outcome = await view(request(apiOf({ '/auth/me': { status: 200, data: { user: ines } }, '/api/bookings/mine': { status: 200, data: bookings } })));
    if (outcome.kind !== 'page') throw new Error('not a page');
    await loadCatalogues('en');
    const html = renderToServerHtml(outcome.view, { route: '/dashboard/user' });
    outcome.release?.();
    document.body.innerHTML = html;
    expect(document.querySelector('h1')?.textContent).toBe('Welcome, Ines');
    expect(document.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Upcoming (1)');
    expect(document.querySelector('[role="tabpanel"] h3')?.textContent).toBe('Kyoto Zen Retreat');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(outcome.head).toEqual({ title: 'My Programs · Wellness Travel', description: expect.stringMatching(/^Your bookings/), canonical: '/dashboard/user', noindex: true });
    expect(html).not.toContain('style=');
  });

  it('declines, for the first view, without the session, when the API refuses it or is late, and for another role', async () => {
    const view = await serverView();
    const fine = { '/auth/me': { status: 200, data: { user: ines } }, '/api/bookings/mine': { status: 200, data: bookings } };
    await expect(view(request(apiOf(fine), false))).rejects.toMatchObject({ name: 'NoServerView' });
    await expect(view(request(apiOf({ ...fine, '/auth/me': { status: 401, data: null } })))).rejects.toMatchObject({ name: 'NoServerView' });
    await expect(view(request(apiOf({ ...fine, '/api/bookings/mine': { status: 0, data: null } })))).rejects.toMatchObject({ name: 'NoServerView' });
    await expect(view(request(apiOf({ ...fine, '/auth/me': { status: 200, data: { user: { ...ines, role: 'facility' } } } })))).rejects.toMatchObject({ name: 'NoServerView' });
  });
});
