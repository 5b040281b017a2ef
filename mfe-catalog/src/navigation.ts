import type { ExploreState, NavigationDeclaration } from '@wellness/shared/contract';

/** Explore on one of its tabs, asking the API again (the header's and footer's links to it). */
const exploreOn = (initialTab: NonNullable<ExploreState['initialTab']>): ExploreState => ({ initialTab, forceReload: true });

/** Of the two entries to /explore, the current one is that of the tab the page shows (Our Program unless told). */
const byTab = { field: 'initialTab', fallback: 'programs' };

/**
 * This remote's menu entries (ADR 0007), published with its build as `navigation.json`; the shell renders them with
 * every other remote's, sorted by `order`.
 */
export const navigation = {
  entries: [
    {
      id: 'destinations', label: 'Destinations', to: '/explore', state: exploreOn('destinations'), currentBy: byTab,
      show: [{ in: 'header', order: 20 }, { in: 'footer', column: 'explore', order: 10 }],
    },
    {
      id: 'programs', label: 'Wellness Programs', to: '/explore', state: exploreOn('programs'), currentBy: byTab,
      show: [{ in: 'header', order: 30 }, { in: 'footer', column: 'explore', order: 20 }],
    },
    { id: 'search', label: 'Search', to: '/search', show: [{ in: 'header', order: 35 }] },
  ],
} satisfies NavigationDeclaration;
