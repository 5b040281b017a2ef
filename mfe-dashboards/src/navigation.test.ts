import { entriesIn, mayOpen } from '@wellness/shared/contract';
import { INBOX_BADGE } from '@wellness/shared/domain';
import { pagePath } from '@wellness/shared/routes';
import { ROUTES } from './app/routes';
import { navigation } from './navigation';

const site = { dashboards: navigation };

describe('the dashboards’ navigation, read from the route table', () => {
  it('links only to pages of the route table', () => {
    const paths = new Set(ROUTES.map((route) => pagePath(route.path)));
    expect(navigation.entries.map((entry) => entry.to).filter((to) => !paths.has(to))).toEqual([]);
  });

  it('gives each role its own dashboard in the account menu and its pages in the side menu', () => {
    expect(entriesIn(site, 'account', 'facility').map(({ entry }) => [entry.label, entry.to])).toEqual([
      ['Facility Dashboard', '/dashboard/facility'],
      ['Inbox', '/dashboard/facility/inbox'],
    ]);
    expect(entriesIn(site, 'sidebar', 'user').map(({ entry }) => [entry.label, entry.to, entry.end])).toEqual([
      ['My Programs', '/dashboard/user', true],
      ['My Services', '/dashboard/user/services', false],
      ['Calendar', '/dashboard/user/calendar', false],
      ['What sells', '/dashboard/user/analytics', false],
      ['Statement', '/dashboard/user/statement', false],
      ['Inbox', '/dashboard/user/inbox', false],
      ['Saved', '/dashboard/user/saved', false],
      ['Reviews', '/dashboard/user/reviews', false],
      ['Reviews of my programs', '/dashboard/user/program-reviews', false],
      ['Credentials', '/dashboard/user/credentials', false],
      ['Personal Information', '/dashboard/user/personal-info', false],
      ['Payment Methods', '/dashboard/user/payment', false],
      ['Preferences', '/dashboard/user/preferences', false],
    ]);
    expect(entriesIn(site, 'account', 'user').map(({ entry }) => [entry.label, entry.to])).toEqual([['User Dashboard', '/dashboard/user'], ['Inbox', '/dashboard/user/inbox'], ['Saved', '/dashboard/user/saved']]);
    expect(entriesIn(site, 'sidebar', 'facility').map(({ entry }) => [entry.label, entry.to])).toContainEqual(['Reviews', '/dashboard/facility/reviews']);
    // A host's tools, for both kinds of host.
    for (const role of ['user', 'facility'] as const) {
      expect(entriesIn(site, 'sidebar', role).map(({ entry }) => entry.to)).toEqual(expect.arrayContaining([`/dashboard/${role}/calendar`, `/dashboard/${role}/analytics`, `/dashboard/${role}/credentials`]));
    }
    expect(entriesIn(site, 'sidebar', 'admin').map(({ entry }) => entry.label)).not.toContain('Calendar');
    // Money: a host's statement, the admin's ledger.
    expect(entriesIn(site, 'sidebar', 'facility').map(({ entry }) => [entry.label, entry.to])).toContainEqual(['Statement', '/dashboard/facility/statement']);
    expect(entriesIn(site, 'sidebar', 'admin').map(({ entry }) => [entry.label, entry.to])).toContainEqual(['Ledger', '/dashboard/admin/ledger']);
    expect(entriesIn(site, 'account', null)).toEqual([]);
  });

  it('gives the guest and the host an Inbox with the unread badge in both menus, and the admin none', () => {
    for (const role of ['user', 'facility'] as const)
      for (const area of ['account', 'sidebar'] as const) {
        const inbox = entriesIn(site, area, role).find(({ entry }) => entry.label === 'Inbox')?.entry;
        expect([inbox?.to, inbox?.badge]).toEqual([`/dashboard/${role}/inbox`, INBOX_BADGE]);
      }
    expect(entriesIn(site, 'sidebar', 'admin').map(({ entry }) => entry.label)).not.toContain('Inbox');
  });

  it('guards each dashboard for its role, and /dashboard itself for nobody', () => {
    expect(mayOpen(site, '/dashboard/admin/payment', 'admin')).toBe(true);
    expect(mayOpen(site, '/dashboard/admin/payment', 'user')).toBe(false);
    expect(mayOpen(site, '/dashboard/user/services/new', null)).toBe(false);
    expect(mayOpen(site, '/dashboard', 'admin')).toBe(false);
    expect(mayOpen(site, '/dashboard/guest', 'user')).toBe(false);
  });
});
