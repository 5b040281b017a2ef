import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { makeStore, ToastProvider } from '@wellness/shared';
import '@wellness/shared/styles.css';
import { routes } from './app/routes';
import { loadRuntimeConfig } from './federation/remotes';
import { registerServiceWorker } from './features/service-worker/registerServiceWorker';

// Start fetching /config.json now; the header paints without waiting for it or for any remote.
const configReady = loadRuntimeConfig();

if (process.env.NODE_ENV === 'production') {
  window.addEventListener('load', () => void configReady.then((config) => registerServiceWorker(config.apiBaseUrl)));
}

const store = makeStore({ persistSession: true });
const router = createBrowserRouter(routes);

const rootElement = document.getElementById('root');
if (!rootElement) {
  console.error('Root element not found');
} else {
  createRoot(rootElement).render(
    <StrictMode>
      <Provider store={store}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </Provider>
    </StrictMode>,
  );
}

