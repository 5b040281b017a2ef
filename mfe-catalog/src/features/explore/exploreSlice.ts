import { createSlice, rootReducer, type PayloadAction } from '@wellness/shared/contract';

export type ExploreTab = 'programs' | 'destinations';

export interface ExploreState {
  tab: ExploreTab;
  expandedCountry: string | null;
  /** The router location key of the visit whose navigation state set the tab (its `initialTab`). */
  visitKey: string | null;
}

declare module '@wellness/shared/contract' {
  interface LazyLoadedSlices {
    explore: ExploreState;
  }
}

const exploreSlice = createSlice({
  name: 'explore',
  initialState: (): ExploreState => ({ tab: 'programs', expandedCountry: null, visitKey: null }),
  reducers: {
    /** A visit to /explore starts on the tab its navigation state asks for (Our Program by default). */
    visitStarted: (state, action: PayloadAction<{ key: string; tab: ExploreTab }>) => {
      state.visitKey = action.payload.key;
      state.tab = action.payload.tab;
      state.expandedCountry = null;
    },
    tabChanged: (state, action: PayloadAction<ExploreTab>) => {
      state.tab = action.payload;
      state.expandedCountry = null;
    },
    countryToggled: (state, action: PayloadAction<string>) => {
      state.expandedCountry = state.expandedCountry === action.payload ? null : action.payload;
    },
  },
  selectors: {
    selectExploreTab: (state) => state.tab,
    selectExpandedCountry: (state) => state.expandedCountry,
    selectVisitKey: (state) => state.visitKey,
  },
});

const injectedExploreSlice = exploreSlice.injectInto(rootReducer);
export const { tabChanged, countryToggled, visitStarted } = injectedExploreSlice.actions;
export const { selectExploreTab, selectExpandedCountry, selectVisitKey } = injectedExploreSlice.selectors;
