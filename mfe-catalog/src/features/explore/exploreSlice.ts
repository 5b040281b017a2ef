import { createSlice, rootReducer, type PayloadAction } from '@wellness/shared/contract';

export type ExploreTab = 'programs' | 'destinations';

export interface ExploreState {
  tab: ExploreTab;
  expandedCountry: string | null;
}

declare module '@wellness/shared/contract' {
  interface LazyLoadedSlices {
    explore: ExploreState;
  }
}

const exploreSlice = createSlice({
  name: 'explore',
  initialState: (): ExploreState => ({ tab: 'programs', expandedCountry: null }),
  reducers: {
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
  },
});

export const injectedExploreSlice = exploreSlice.injectInto(rootReducer);
export const { tabChanged, countryToggled } = injectedExploreSlice.actions;
export const { selectExploreTab, selectExpandedCountry } = injectedExploreSlice.selectors;
