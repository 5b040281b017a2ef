// Ids the site's server writes into a page and the shell's entry reads: a module of their own, so main.js takes in
// nothing else (sites.mjs belongs to the contract's chunk).

/**
 * The inert <template> in which the site's server holds the script preloads of a page served with its first view; the
 * shell puts them into the head once that view has painted (issue 9).
 */
export const PRELOADS_AFTER_FIRST_PAINT_ID = 'preloads-after-first-paint';
