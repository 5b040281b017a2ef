import type { NavEntry, NavigationDeclaration, SiteNavigation } from '@wellness/shared/contract';

/**
 * The navigation the remotes declare today (their src/navigation.ts), as the shell receives it: the shell's tests
 * render its menus from declarations like these, never from the remotes' code.
 */
const JOURNAL = 'https://journal.wellness-travel.example/';
const explore = (initialTab: 'programs' | 'destinations') => ({ initialTab, forceReload: true });
const byTab = { field: 'initialTab', fallback: 'programs' };

export const marketing: NavigationDeclaration = {
  paths: ['/', '/about', '/pricing', '/chat'],
  entries: [
    { id: 'home', label: 'Home', to: '/', show: [{ in: 'header', order: 10 }] },
    { id: 'about', label: 'About', to: '/about', show: [{ in: 'header', order: 40 }] },
    { id: 'subscription', label: 'Subscription', to: '/pricing', show: [{ in: 'header', order: 50 }, { in: 'footer', column: 'explore', order: 30 }] },
    { id: 'blogs', label: 'Blogs', to: JOURNAL, external: true, show: [{ in: 'header', order: 60 }] },
    { id: 'assistant', label: 'Ask our assistant', to: '/chat', show: [{ in: 'footer', column: 'explore', order: 40 }] },
    { id: 'about-us', label: 'About us', to: '/about', show: [{ in: 'footer', column: 'company', order: 10 }] },
    { id: 'journal', label: 'Journal', to: JOURNAL, external: true, show: [{ in: 'footer', column: 'company', order: 20 }] },
    { id: 'book-now', label: 'Book Now', to: '/explore', show: [{ in: 'call-to-action', on: ['/'], order: 10 }] },
  ],
  underHeader: ['/'],
};

export const catalog: NavigationDeclaration = {
  paths: ['/explore', '/programs', '/program-details', '/providers', '/search'],
  entries: [
    { id: 'destinations', label: 'Destinations', to: '/explore', state: explore('destinations'), currentBy: byTab, show: [{ in: 'header', order: 20 }, { in: 'footer', column: 'explore', order: 10 }] },
    { id: 'programs', label: 'Wellness Programs', to: '/explore', state: explore('programs'), currentBy: byTab, show: [{ in: 'header', order: 30 }, { in: 'footer', column: 'explore', order: 20 }] },
  ],
};

const dashboard = (role: 'user' | 'facility' | 'admin', label: string): NavEntry => ({ id: `${role}-dashboard`, label, to: `/dashboard/${role}`, audience: { roles: [role] }, show: [{ in: 'account', order: 10 }] });

export const dashboards: NavigationDeclaration = {
  paths: ['/dashboard'],
  entries: [dashboard('user', 'User Dashboard'), dashboard('facility', 'Facility Dashboard'), dashboard('admin', 'Admin Panel')],
  guards: [{ path: '/dashboard', roles: [] }, { path: '/dashboard/user', roles: ['user'] }, { path: '/dashboard/facility', roles: ['facility'] }, { path: '/dashboard/admin', roles: ['admin'] }],
};

export const siteNavigation: SiteNavigation = { marketing, catalog, dashboards };
