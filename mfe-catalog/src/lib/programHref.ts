/**
 * A program's details page: the slug in the path survives a reload. A module of its own, so the details page links
 * to programs without bundling the list pages' criteria (listCriteria re-exports it for them).
 */
export const programDetailsHref = (slug: string) => `/program-details/${encodeURIComponent(slug)}`;
