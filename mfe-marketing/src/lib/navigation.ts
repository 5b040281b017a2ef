import type { ProgramDetailsState, ProgramsListState } from '@wellness/shared/contract';

/** Where the marketing pages send visitors in the catalog, with the navigation state its pages read (the contract's). */

export const PROGRAMS_PATH = '/programs';

export const categoryState = (categoryType: string): ProgramsListState => ({ type: 'category', categoryType });
export const locationState = (country: string, city?: string): ProgramsListState =>
  city ? { type: 'location', country, city } : { type: 'location', country };

/**
 * A program's details at its canonical address (`/program-details/<slug>`, the one search engines index): the slug in
 * the URL survives a reload, `programName` is the state the page reads.
 */
export const programDetailsHref = (slug: string) => `/program-details/${encodeURIComponent(slug)}`;

export const programDetailsState = (programName: string): ProgramDetailsState => ({ programName });
