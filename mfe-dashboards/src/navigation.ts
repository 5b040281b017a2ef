import type { NavEntry, NavigationDeclaration } from '@wellness/shared/contract';
import type { Role } from '@wellness/shared/domain';

/** Each role's dashboard: its name in the account menu, and the side menu's first entries (its own pages). */
const DASHBOARDS: Record<Role, { label: string; menu: { id: string; label: string; below?: string }[] }> = {
  user: { label: 'User Dashboard', menu: [{ id: 'programs', label: 'My Programs' }, { id: 'services', label: 'My Services', below: '/services' }] },
  facility: { label: 'Facility Dashboard', menu: [{ id: 'programs', label: 'Facility Programs' }] },
  admin: { label: 'Admin Panel', menu: [{ id: 'panel', label: 'Admin Panel' }] },
};

/** The account pages every dashboard has, after its own. */
const ACCOUNT_PAGES = [
  { id: 'personal-info', label: 'Personal Information', below: '/personal-info' },
  { id: 'payment', label: 'Payment Methods', below: '/payment' },
  { id: 'preferences', label: 'Preferences', below: '/preferences' },
];

function entriesOf(role: Role): NavEntry[] {
  const base = `/dashboard/${role}`;
  const audience = { roles: [role] };
  const { label, menu } = DASHBOARDS[role];
  return [
    { id: `${role}-dashboard`, label, to: base, audience, show: [{ in: 'account', order: 10 }] },
    ...[...menu, ...ACCOUNT_PAGES].map((page, i) => ({
      id: `${role}-${page.id}`, label: page.label, to: `${base}${page.below ?? ''}`, audience, end: !page.below, show: [{ in: 'sidebar' as const, order: (i + 1) * 10 }],
    })),
  ];
}

/**
 * This remote's menu entries and guards (ADR 0007), published with its build as `navigation.json`: each role's
 * dashboard in the account menu, each dashboard's side menu (rendered here, by DashboardLayout), and each dashboard
 * for its own role only; `/dashboard` itself, and any other role name below it, for nobody.
 */
export const navigation = {
  entries: (['user', 'facility', 'admin'] as const).flatMap(entriesOf),
  guards: [{ path: '/dashboard', roles: [] }, ...(['user', 'facility', 'admin'] as const).map((role) => ({ path: `/dashboard/${role}`, roles: [role] }))],
} satisfies NavigationDeclaration;
