/** SPEC §2: the FACILITY PROGRAMS tabs, in order, and the program status each lists. */
export const FACILITY_TABS = [
  { status: 'active', label: 'Active' },
  { status: 'inactive', label: 'Inactive' },
  { status: 'pending', label: 'Pending' },
  { status: 'draft', label: 'Drafts' },
] as const;
