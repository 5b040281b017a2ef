import { createSlice, rootReducer, type PayloadAction } from '@wellness/shared/contract';

export interface DashboardLayoutState {
  /** null until the visitor toggles it: open on wide screens, closed at 768 px or less. */
  sidebarOpen: boolean | null;
  sidebarPosition: 'left' | 'right';
}

declare module '@wellness/shared/contract' {
  interface LazyLoadedSlices {
    dashboardLayout: DashboardLayoutState;
  }
}

const dashboardLayoutSlice = createSlice({
  name: 'dashboardLayout',
  initialState: (): DashboardLayoutState => ({ sidebarOpen: null, sidebarPosition: 'left' }),
  reducers: {
    sidebarSet: (state, action: PayloadAction<boolean>) => {
      state.sidebarOpen = action.payload;
    },
    sidebarClosed: (state) => {
      state.sidebarOpen = false;
    },
    sidebarPositionChanged: (state, action: PayloadAction<'left' | 'right'>) => {
      state.sidebarPosition = action.payload;
    },
  },
  selectors: {
    selectSidebarOpen: (state) => state.sidebarOpen,
    selectSidebarPosition: (state) => state.sidebarPosition,
  },
});

const injectedDashboardLayoutSlice = dashboardLayoutSlice.injectInto(rootReducer);
export const { sidebarSet, sidebarClosed, sidebarPositionChanged } = injectedDashboardLayoutSlice.actions;
export const { selectSidebarOpen, selectSidebarPosition } = injectedDashboardLayoutSlice.selectors;
