import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore, type AppStore } from '../store/makeStore';
import type { RootState } from '../store/rootReducer';

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Renders with the one store, as the shell provides it (Redux Toolkit's testing pattern). */
export function renderWithProviders(ui: ReactElement, { preloadedState, store = makeStore({ preloadedState }), ...options }: ExtendedRenderOptions = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** Renders a route table in a memory router with the store, starting at `initialEntries`. */
export function renderRoutes(
  routes: RouteObject[],
  { initialEntries = ['/'], ...options }: ExtendedRenderOptions & { initialEntries?: (string | { pathname: string; search?: string; state?: unknown })[] } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, options) };
}
