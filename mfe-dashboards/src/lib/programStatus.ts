import type { ProgramStatus } from '@wellness/shared/domain';

export const PROGRAM_STATUS_LABEL: Record<ProgramStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  pending: 'Pending',
  draft: 'Draft',
  rejected: 'Rejected',
};
