import { entriesIn, isCurrentEntry, mayOpen, rolesFor, runsUnderHeader } from './select';
import type { NavigationDeclaration } from './types';

const marketing: NavigationDeclaration = {
  entries: [
    { id: 'about', label: 'About', to: '/about', show: [{ in: 'header', order: 40 }, { in: 'footer', column: 'company', order: 10 }] },
    { id: 'home', label: 'Home', to: '/', show: [{ in: 'header', order: 10 }] },
    { id: 'saved', label: 'Saved', to: '/saved', audience: 'signed-in', show: [{ in: 'header', order: 70 }] },
    { id: 'join', label: 'Join', to: '/join', audience: 'signed-out', show: [{ in: 'header', order: 80 }] },
  ],
  underHeader: ['/'],
};
const catalog: NavigationDeclaration = {
  entries: [
    { id: 'destinations', label: 'Destinations', to: '/explore', state: { initialTab: 'destinations' }, currentBy: { field: 'initialTab', fallback: 'programs' }, show: [{ in: 'header', order: 20 }] },
    { id: 'programs', label: 'Wellness Programs', to: '/explore', state: { initialTab: 'programs' }, currentBy: { field: 'initialTab', fallback: 'programs' }, show: [{ in: 'header', order: 30 }] },
  ],
};
const dashboards: NavigationDeclaration = {
  entries: [{ id: 'admin', label: 'Admin Panel', to: '/dashboard/admin', audience: { roles: ['admin'] }, show: [{ in: 'account', order: 10 }] }],
  guards: [{ path: '/dashboard', roles: [] }, { path: '/dashboard/admin', roles: ['admin'] }, { path: '/dashboard/admin/reports', roles: ['admin', 'facility'] }],
};
const site = { marketing, catalog, dashboards };
const ids = (placed: { entry: { id: string } }[]) => placed.map(({ entry }) => entry.id);

describe('the navigation the remotes declare', () => {
  it("sorts every remote's entries of one place together, by their order there", () => {
    expect(ids(entriesIn(site, 'header', null))).toEqual(['home', 'destinations', 'programs', 'about', 'join']);
    expect(ids(entriesIn(site, 'footer', null))).toEqual(['about']);
  });

  it('shows an entry only to the visitors it is for', () => {
    expect(ids(entriesIn(site, 'header', 'user'))).toEqual(['home', 'destinations', 'programs', 'about', 'saved']);
    expect(ids(entriesIn(site, 'account', 'admin'))).toEqual(['admin']);
    expect(ids(entriesIn(site, 'account', 'user'))).toEqual([]);
  });

  it('marks an entry current on its path and below, and of entries to one path, the one of the state shown', () => {
    const [destinations, programs] = catalog.entries;
    expect(isCurrentEntry(programs!, { pathname: '/explore' })).toBe(true);
    expect(isCurrentEntry(destinations!, { pathname: '/explore' })).toBe(false);
    expect(isCurrentEntry(destinations!, { pathname: '/explore', state: { initialTab: 'destinations', forceReload: true } })).toBe(true);
    expect(isCurrentEntry(marketing.entries[1]!, { pathname: '/about' })).toBe(false);
    expect(isCurrentEntry(marketing.entries[0]!, { pathname: '/about/team' })).toBe(true);
    expect(isCurrentEntry({ ...marketing.entries[0]!, end: true }, { pathname: '/about/team' })).toBe(false);
  });

  it('keeps a guarded path to its roles, the longest guard that owns it deciding', () => {
    expect(rolesFor(site, '/explore')).toBeNull();
    expect(rolesFor(site, '/dashboards-of-the-world')).toBeNull();
    expect(rolesFor(site, '/dashboard')).toEqual([]);
    expect(rolesFor(site, '/dashboard/owner')).toEqual([]);
    expect(rolesFor(site, '/dashboard/admin/personal-info')).toEqual(['admin']);
    expect(mayOpen(site, '/dashboard/admin/reports/2026', 'facility')).toBe(true);
    expect(mayOpen(site, '/dashboard/admin', 'facility')).toBe(false);
    expect(mayOpen(site, '/dashboard/admin', null)).toBe(false);
    expect(mayOpen(site, '/about', null)).toBe(true);
  });

  it('runs a page under the header only where a remote says so', () => {
    expect(runsUnderHeader(site, '/')).toBe(true);
    expect(runsUnderHeader(site, '/about')).toBe(false);
    expect(runsUnderHeader({}, '/')).toBe(false);
  });
});
