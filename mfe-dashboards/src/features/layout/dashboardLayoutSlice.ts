import { createSlice, rootReducer, type PayloadAction } from '@wellness/shared/contract';

export interface DashboardLayoutState {
  sidebarOpen: boolean;
  sidebarPosition: 'left' | 'right';
}

declare module '@wellness/shared/contract' {
  interface LazyLoadedSlices {
    dashboardLayout: DashboardLayoutState;
  }
}

const dashboardLayoutSlice = createSlice({
  name: 'dashboardLayout',
  initialState: (): DashboardLayoutState => ({ sidebarOpen: true, sidebarPosition: 'left' }),
  reducers: {
    sidebarToggled: (state) => {
      state.sidebarOpen = !state.sidebarOpen;
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

export const injectedDashboardLayoutSlice = dashboardLayoutSlice.injectInto(rootReducer);
export const { sidebarToggled, sidebarClosed, sidebarPositionChanged } = injectedDashboardLayoutSlice.actions;
export const { selectSidebarOpen, selectSidebarPosition } = injectedDashboardLayoutSlice.selectors;
