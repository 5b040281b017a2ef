import type { Role } from '@wellness/shared/domain';

/** The program form returns to the list of the role that opened it. */
export const PROGRAM_LIST_PATH: Record<Exclude<Role, 'admin'>, string> = {
  user: '/dashboard/user/services',
  facility: '/dashboard/facility',
};
