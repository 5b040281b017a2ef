import type { ReactNode } from 'react';
import { matchPath, Navigate, selectUser, useAppSelector, useLocation } from '@wellness/shared/contract';
import { ROLES, type Role } from '@wellness/shared/domain';

/** The role a path is reserved for: `/dashboard/<role>` and below (SPEC §6); null for a public path. */
export function roleForPath(pathname: string): Role | 'none' | null {
  if (!matchPath({ path: '/dashboard', end: false }, pathname)) return null;
  const role = matchPath({ path: '/dashboard/:role', end: false }, pathname)?.params.role;
  return ROLES.find((r) => r === role) ?? 'none';
}

/** SPEC §6: each dashboard only for its own role; anyone else, signed out or not, goes to /. */
export function RoleGuard({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const role = roleForPath(useLocation().pathname);
  if (role !== null && user?.role !== role) return <Navigate to="/" replace />;
  return children;
}
