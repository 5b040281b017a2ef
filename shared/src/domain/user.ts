export const ROLES = ['user', 'facility', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface User {
  id?: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  role: Role;
}

/** Where each role lands after sign-in: its own dashboard. */
const DASHBOARD_PATH: Record<Role, string> = {
  user: '/dashboard/user',
  facility: '/dashboard/facility',
  admin: '/dashboard/admin',
};

export function dashboardPathFor(role: Role | undefined | null): string {
  return role ? DASHBOARD_PATH[role] : '/';
}
