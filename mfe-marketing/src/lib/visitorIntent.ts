import { useEffect } from 'react';
import { createSlice, rootReducer, useAppSelector, useAppStore, type AppStore } from '@wellness/shared/contract';

/**
 * Nothing below the home hero loads on the first view (`/` keeps about 30 KB of script for what is above the fold).
 * Sections start to load once the visitor shows they are going past the hero: a scroll, a wheel or touch gesture, a
 * key press or a pointer press, or a page that opens already scrolled (back navigation, an anchor). From then on each
 * section loads when it comes within a viewport of the screen. Whether the visitor has moved is the page's: it lives
 * in the page's store.
 */
interface VisitorState {
  moved: boolean;
}

declare module '@wellness/shared/contract' {
  interface LazyLoadedSlices {
    visitor: VisitorState;
  }
}

const visitorSlice = createSlice({
  name: 'visitor',
  initialState: (): VisitorState => ({ moved: false }),
  reducers: {
    visitorMoved: (state) => {
      state.moved = true;
    },
  },
  selectors: { selectVisitorMoved: (state) => state.moved },
});

const injectedVisitorSlice = visitorSlice.injectInto(rootReducer);
const { visitorMoved } = injectedVisitorSlice.actions;
const { selectVisitorMoved } = injectedVisitorSlice.selectors;

const EVENTS = ['scroll', 'wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
const watched = new WeakSet<AppStore>();

/** Watches, once per page (per store), for the visitor going past the first view. */
function watchVisitor(store: AppStore): void {
  if (watched.has(store) || selectVisitorMoved(store.getState())) return;
  watched.add(store);
  const onIntent = () => {
    for (const event of EVENTS) window.removeEventListener(event, onIntent, true);
    if (!selectVisitorMoved(store.getState())) store.dispatch(visitorMoved());
  };
  for (const event of EVENTS) window.addEventListener(event, onIntent, { capture: true, passive: true });
  // On the next frame, when the page is laid out anyway (reading the scroll position now would force it at once).
  requestAnimationFrame(() => {
    if (window.scrollY > 0) onIntent();
  });
}

/** Whether the visitor has moved past the first view; watching for it starts with the first component that asks. */
export function useVisitorMoved(): boolean {
  const store = useAppStore();
  useEffect(() => watchVisitor(store), [store]);
  return useAppSelector(selectVisitorMoved);
}
