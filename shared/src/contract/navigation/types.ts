import type { Role } from '../../domain/user';
import type { NavigationState } from './states';

/**
 * The site's menus, as each remote declares them (ADR 0007): its top-level paths, its entries, which of its paths
 * need which role, and its pages' layout rules. A remote's build publishes its declaration beside its `mf-manifest.json`
 * (`navigation.json`); the site's server hands the live remotes' declarations to the page, and the shell renders
 * what they declare. No remote's code is loaded for it.
 */
export interface NavigationDeclaration {
  /**
   * The top-level paths of the remote's area (each owns itself and below, `/` only itself): the shell and the site's
   * server mount the area on them, besides any path the deployment's `/config.json` gives it.
   */
  paths?: string[];
  entries: NavEntry[];
  /** Paths only some roles may open; the longest path that owns a location decides. */
  guards?: PathGuard[];
  /** Pages whose first section runs under the transparent header (each path only itself and below, `/` only itself). */
  underHeader?: string[];
}

/** The footer's columns, in the order the footer shows them. */
export const FOOTER_COLUMNS = ['explore', 'company'] as const;
export type FooterColumn = (typeof FOOTER_COLUMNS)[number];

/**
 * Where an entry shows, and its place there (entries of every remote sorted together, lowest `order` first):
 * - `header`: the main bar, and the same list in the phone menu;
 * - `footer`: a column of the footer;
 * - `account`: the signed-in visitor's avatar menu;
 * - `sidebar`: the side menu of the remote's own pages (the dashboards'), rendered by that remote;
 * - `call-to-action`: a link that floats over the pages it names (exactly those paths).
 */
export type NavPlacement =
  | { in: 'header'; order: number }
  | { in: 'footer'; column: FooterColumn; order: number }
  | { in: 'account'; order: number }
  | { in: 'sidebar'; order: number }
  | { in: 'call-to-action'; on: string[]; order: number };

export type NavArea = NavPlacement['in'];

/** Who sees an entry: everyone (the default), only signed-out or signed-in visitors, or only these roles. */
export type NavAudience = 'everyone' | 'signed-out' | 'signed-in' | { roles: Role[] };

export interface NavEntry {
  /** Unique within the remote's declaration. */
  id: string;
  label: string;
  /**
   * The label in the other languages (the declaration is data the shell renders without the remote's code, so its
   * words in each language travel with it); English `label` where one is missing.
   */
  labels?: { es?: string; fr?: string };
  /** A path of the site, or an http(s) address when `external`. */
  to: string;
  /** Opens in a new tab. */
  external?: boolean;
  /** The navigation state the link sends (typed once in the contract). */
  state?: NavigationState;
  show: NavPlacement[];
  audience?: NavAudience;
  /** Current only on its exact path, not below it (a section's index entry). Default: its path and below. */
  end?: boolean;
  /**
   * For entries that open one path with different states: this one is current when the location's state has
   * `field` equal to this entry's (a location without it counts as `fallback`).
   */
  currentBy?: { field: string; fallback: string };
  /** A count shown beside the label: the key of a `navBadges` count in the store (set by whoever knows it). */
  badge?: string;
}

/** A path (itself and below) that only `roles` may open; no role at all for a path nobody may open. */
export interface PathGuard {
  path: string;
  roles: Role[];
}
