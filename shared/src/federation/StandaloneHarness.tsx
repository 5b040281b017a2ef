import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore } from '../store/makeStore';
import '../ui/styles/global.css';

interface HarnessOptions {
  remote: string;
  routes: RouteObject[];
  links: { to: string; label: string; state?: unknown }[];
}

/**
 * A remote's own dev page (`pnpm --filter mfe-x dev`): the same store and router the shell gives it,
 * without the shell, so a team works on its pages alone.
 */
export function mountStandalone({ remote, routes, links }: HarnessOptions): void {
  const store = makeStore({ persistSession: true });
  const router = createBrowserRouter([
    {
      element: (
        <>
          <nav aria-label={`${remote} standalone pages`} style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', padding: '0.75rem 1rem', background: '#1f3a33', color: '#fff' }}>
            <strong>{remote} · standalone</strong>
            {links.map((link) => (
              <Link key={link.to + link.label} to={link.to} state={link.state} style={{ color: '#fff' }}>
                {link.label}
              </Link>
            ))}
          </nav>
          <main id="main">
            <Outlet />
          </main>
        </>
      ),
      children: routes,
    },
  ]);
  const root = document.getElementById('root');
  if (!root) {
    console.error('Root element not found');
    return;
  }
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
