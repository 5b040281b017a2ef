import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BrowserRouter, Link, makeStore, Provider, runtimeConfigLoaded, type RemoteName,
} from '@wellness/shared/contract';
import { localRuntimeConfig } from '@wellness/federation/sites';
import '../ui/styles/global.css';

interface HarnessOptions {
  remote: RemoteName;
  Area: ComponentType;
  links: { to: string; label: string; state?: unknown }[];
}

/**
 * A remote's own dev page (`pnpm --filter mfe-x dev`): the same store, router and area the shell mounts, without
 * the shell, so a team works on its pages alone.
 */
export function mountStandalone({ remote, Area, links }: HarnessOptions): void {
  const store = makeStore({ persistSession: true });
  store.dispatch(runtimeConfigLoaded(localRuntimeConfig()));
  const root = document.getElementById('root');
  if (!root) {
    console.error('Root element not found');
    return;
  }
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <nav aria-label={`${remote} standalone pages`} style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', padding: '0.75rem 1rem', background: '#1f3a33', color: '#fff' }}>
            <strong>{remote} · standalone</strong>
            {links.map((link) => (
              <Link key={link.to + link.label} to={link.to} state={link.state} style={{ color: '#fff' }}>
                {link.label}
              </Link>
            ))}
          </nav>
          <main id="main">
            <Area />
          </main>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
