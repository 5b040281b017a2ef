import type { NavigationDeclaration } from '@wellness/shared/contract';
import { navigationOf } from '@wellness/shared/routes/navigation';
import { ROUTES } from './app/routes';

/**
 * This remote's top-level path, menu entries and guards (ADR 0007), read from its route table (app/routes.ts) and
 * published with its build as `navigation.json`: each role's dashboard in the account menu, each dashboard's side
 * menu (rendered here, by DashboardLayout), and each dashboard for its own role only; `/dashboard` itself, and any
 * other role name below it, for nobody.
 */
export const navigation: NavigationDeclaration = navigationOf(ROUTES, { guards: [{ path: '/dashboard', roles: [] }] });
