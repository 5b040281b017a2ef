import { makeStore } from '@wellness/shared/contract';
import { selectSidebarOpen, selectSidebarPosition, sidebarClosed, sidebarPositionChanged, sidebarToggled } from './dashboardLayoutSlice';

describe('dashboardLayout slice', () => {
  it('joins the one store when its module loads, and keeps the sidebar state there', () => {
    const store = makeStore();
    expect(selectSidebarOpen(store.getState())).toBe(true);
    store.dispatch(sidebarToggled());
    expect(selectSidebarOpen(store.getState())).toBe(false);
    store.dispatch(sidebarToggled());
    store.dispatch(sidebarClosed());
    expect(selectSidebarOpen(store.getState())).toBe(false);
    store.dispatch(sidebarPositionChanged('right'));
    expect(selectSidebarPosition(store.getState())).toBe('right');
  });
});
