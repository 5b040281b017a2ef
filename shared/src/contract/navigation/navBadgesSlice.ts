import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Counts shown beside menu entries (`NavEntry.badge`), by key: whoever knows a count sets it, the shell shows it. */
export type NavBadgesState = Record<string, number>;

export const navBadgesSlice = createSlice({
  name: 'navBadges',
  initialState: (): NavBadgesState => ({}),
  reducers: {
    navBadgeSet: (state, action: PayloadAction<{ key: string; count: number }>) => {
      state[action.payload.key] = Math.max(0, Math.floor(action.payload.count));
    },
  },
  selectors: {
    selectNavBadge: (state, key: string) => state[key] ?? 0,
  },
});

export const { navBadgeSet } = navBadgesSlice.actions;
export const { selectNavBadge } = navBadgesSlice.selectors;
