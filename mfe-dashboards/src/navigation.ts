import type { NavEntry, NavigationDeclaration } from '@wellness/shared/contract';
import { pagePath, roleOf, ROUTES } from './app/routes';

/** Each route's menu entries, for its role only; a dashboard's own index entry is current on that path alone. */
const entries: NavEntry[] = ROUTES.flatMap((route) =>
  (route.menu ?? []).map((entry) => {
    const to = pagePath(route.path);
    return {
      ...entry,
      id: `${to.slice(1).replaceAll('/', '-')}:${entry.show.map((p) => p.in).join('+')}`,
      to,
      audience: { roles: [roleOf(route)] },
      end: to === `/dashboard/${roleOf(route)}`,
    };
  }),
);

const roles = [...new Set(ROUTES.map(roleOf))];

/**
 * This remote's menu entries and guards (ADR 0007), read from its route table (app/routes.ts) and published with its
 * build as `navigation.json`: each role's dashboard in the account menu, each dashboard's side menu (rendered here,
 * by DashboardLayout), and each dashboard for its own role only; `/dashboard` itself, and any other role name below
 * it, for nobody.
 */
export const navigation = {
  entries,
  guards: [{ path: '/dashboard', roles: [] }, ...roles.map((role) => ({ path: `/dashboard/${role}`, roles: [role] }))],
} satisfies NavigationDeclaration;
