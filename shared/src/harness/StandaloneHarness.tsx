import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BrowserRouter, Link, makeStore, Provider, runtimeConfigLoaded, selectUser, signedIn, signedOut, useAppDispatch, useAppSelector,
  type RemoteName,
} from '@wellness/shared/contract';
import { ROLES, type Role } from '../domain/user';
import { localRuntimeConfig } from '@wellness/federation/sites';
import '../ui/styles/global.css';

interface HarnessOptions {
  remote: RemoteName;
  Area: ComponentType;
  links: { to: string; label: string; state?: unknown }[];
}

const DEV_PASSWORD = 'standalone-dev-1';

/** Signs in as a development account of `role` on the local API, making it first if it does not exist. */
async function signInAs(apiBaseUrl: string, role: Role) {
  const email = `dev-${role}@wellness.test`;
  const post = (path: string, body: unknown) =>
    fetch(`${apiBaseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  let response = await post('/auth/login', { email, password: DEV_PASSWORD });
  if (response.status === 401) {
    response = await post('/auth/register', { firstName: 'Dev', lastName: role, email, phone: '+41791234567', password: DEV_PASSWORD, role });
  }
  if (!response.ok) throw new Error(`signing in as ${role}: the API answered ${response.status}`);
  return ((await response.json()) as { data: { accessToken: string; user: { email: string; role: Role; firstName: string; lastName: string; phone: string } } }).data;
}

/** Quick sign-in as each role against the local API, for working on pages behind the shell's guards. */
function DevSession({ apiBaseUrl }: { apiBaseUrl: string }) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  if (user) {
    return (
      <span>
        {user.email} ({user.role}){' '}
        <button type="button" onClick={() => dispatch(signedOut())}>Sign out</button>
      </span>
    );
  }
  return (
    <span>
      Sign in as{' '}
      {ROLES.map((role) => (
        <button
          key={role}
          type="button"
          onClick={() => signInAs(apiBaseUrl, role).then(({ accessToken, user: u }) => dispatch(signedIn({ user: u, token: accessToken })), (error: unknown) => window.alert(String(error)))}
        >
          {role}
        </button>
      ))}
    </span>
  );
}

/**
 * A remote's own dev page (`pnpm --filter mfe-x dev`): the same store, router and area the shell mounts, without
 * the shell, so a team works on its pages alone.
 */
export function mountStandalone({ remote, Area, links }: HarnessOptions): void {
  const store = makeStore({ persistSession: true });
  const config = localRuntimeConfig();
  store.dispatch(runtimeConfigLoaded(config));
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
            <DevSession apiBaseUrl={config.apiBaseUrl} />
          </nav>
          <main id="main">
            <Area />
          </main>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
