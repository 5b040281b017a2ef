import { makeStore } from '@wellness/shared/contract';
import { selectSidebarOpen, selectSidebarPosition, sidebarClosed, sidebarPositionChanged, sidebarSet } from './dashboardLayoutSlice';

describe('dashboardLayout slice', () => {
  it('joins the one store when its module loads, and keeps the sidebar state there', () => {
    const store = makeStore();
    expect(selectSidebarOpen(store.getState())).toBeNull();
    store.dispatch(sidebarSet(true));
    expect(selectSidebarOpen(store.getState())).toBe(true);
    store.dispatch(sidebarClosed());
    expect(selectSidebarOpen(store.getState())).toBe(false);
    expect(selectSidebarPosition(store.getState())).toBe('left');
    store.dispatch(sidebarPositionChanged('right'));
    expect(selectSidebarPosition(store.getState())).toBe('right');
  });
});
