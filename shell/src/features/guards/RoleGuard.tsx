import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { selectUser, useAppSelector, type Role } from '@wellness/shared';

/** SPEC §6: each dashboard only for its own role; anyone else goes to /. */
export function RoleGuard({ role, children }: { role: Role; children: ReactNode }) {
  const user = useAppSelector(selectUser);
  if (user?.role !== role) return <Navigate to="/" replace />;
  return children;
}
