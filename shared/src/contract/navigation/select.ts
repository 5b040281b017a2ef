import type { Role } from '../../domain/user';
import { ownsPath } from '../site/protocol.mjs';
import type { NavArea, NavEntry, NavigationDeclaration, NavPlacement } from './types';

/** The declarations of the remotes a page runs, by remote. */
export type SiteNavigation = Readonly<Record<string, NavigationDeclaration | undefined>>;

/** An entry where it shows, with its place there. */
export interface PlacedEntry<A extends NavArea = NavArea> {
  entry: NavEntry;
  placement: Extract<NavPlacement, { in: A }>;
}

/** Whether a visitor (signed out: no role) is one the entry is for. */
function isFor(entry: NavEntry, role: Role | null): boolean {
  const audience = entry.audience ?? 'everyone';
  if (audience === 'everyone') return true;
  if (audience === 'signed-out') return role === null;
  if (audience === 'signed-in') return role !== null;
  return role !== null && audience.roles.includes(role);
}

/** Every remote's entries shown in `area` to this visitor, in their declared order (ties keep the remotes' order). */
export function entriesIn<A extends NavArea>(navigation: SiteNavigation, area: A, role: Role | null): PlacedEntry<A>[] {
  const placed: PlacedEntry<A>[] = [];
  for (const declaration of Object.values(navigation)) {
    for (const entry of declaration?.entries ?? []) {
      const placement = entry.show.find((p): p is Extract<NavPlacement, { in: A }> => p.in === area);
      if (placement && isFor(entry, role)) placed.push({ entry, placement });
    }
  }
  return placed.sort((a, b) => a.placement.order - b.placement.order);
}

/** Whether an entry stands for the page at this location (its path and below, or only its path when `end`). */
export function isCurrentEntry(entry: NavEntry, location: { pathname: string; state?: unknown }): boolean {
  if (entry.external) return false;
  const onPath = entry.end ? location.pathname === entry.to : ownsPath(entry.to, location.pathname);
  if (!onPath || !entry.currentBy) return onPath;
  const { field, fallback } = entry.currentBy;
  const read = (state: unknown) => (state && typeof state === 'object' ? (state as Record<string, unknown>)[field] : undefined);
  return (read(location.state) ?? fallback) === (read(entry.state) ?? fallback);
}

/** The roles that may open a path (the longest declared path that owns it decides); null when anyone may. */
export function rolesFor(navigation: SiteNavigation, pathname: string): readonly Role[] | null {
  let found: { path: string; roles: Role[] } | null = null;
  for (const declaration of Object.values(navigation)) {
    for (const guard of declaration?.guards ?? []) {
      if (ownsPath(guard.path, pathname) && (!found || guard.path.length > found.path.length)) found = guard;
    }
  }
  return found ? found.roles : null;
}

/** Whether a visitor with this role (null: signed out) may open the path. */
export function mayOpen(navigation: SiteNavigation, pathname: string, role: Role | null): boolean {
  const roles = rolesFor(navigation, pathname);
  return roles === null || (role !== null && roles.includes(role));
}

/** Whether the page at this path runs its first section under the transparent header. */
export function runsUnderHeader(navigation: SiteNavigation, pathname: string): boolean {
  return Object.values(navigation).some((declaration) => declaration?.underHeader?.some((path) => ownsPath(path, pathname)));
}
