/** Where the marketing pages send visitors in the catalog (SPEC §2), with the navigation state its pages need. */
export type ProgramsListState = { type: 'category'; categoryType: string } | { type: 'location'; country: string; city?: string };

export const PROGRAMS_PATH = '/programs';
export const EXPLORE_PATH = '/explore';

export const categoryState = (categoryType: string): ProgramsListState => ({ type: 'category', categoryType });
export const locationState = (country: string, city?: string): ProgramsListState =>
  city ? { type: 'location', country, city } : { type: 'location', country };

/** A program's details: the slug in the URL survives a reload (DESIGN §7), `programName` is the spec's state. */
export const programDetailsHref = (slug: string) => `/program-details?slug=${encodeURIComponent(slug)}`;
export const programDetailsState = (programName: string) => ({ programName });
