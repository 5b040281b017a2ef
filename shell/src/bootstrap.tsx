import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { areaForPath, loadDomainWords, loadUiMessages, localeSet, makeStore, selectUser, startFirstView } from '@wellness/shared/contract';
import { FIRST_VIEW_ID, splitLocale } from '@wellness/shared/site-protocol';
import { shellMessages } from './messages';
import '@wellness/shared/styles.css';
import { App } from './app/App';
import { whenAreaRendered } from './lib/areaRendered';
import { startLoadingArea } from './features/areas/RemoteArea';
import { startLiveWhenSignedIn } from './features/live/startLiveWhenSignedIn';
import { loadRuntimeConfig } from './features/areas/runtimeConfig';
import { selectSiteNavigation } from './lib/navigation/siteNavigation';
import { registerServiceWorker } from './features/service-worker/registerServiceWorker';
import { registerWhenSettled } from './features/service-worker/registerWhenSettled';

/** How long the app's first render waits for the URL's area at most. */
const AREA_WAIT_MS = 1500;

const store = makeStore({ persistSession: true });
// The page's language is the URL's (`/es/…`, `/fr/…`, English unprefixed), as the server wrote it.
const url = splitLocale(window.location.pathname);
store.dispatch(localeSet(url.locale));
// A signed-in visitor's page reads their preferences at once (the header's currency), with the API's client: its
// chunks load now, beside the remote's, not after the area's own chunks have asked for them (a dashboard's first call
// waited for that).
if (selectUser(store.getState())) void import('@wellness/shared/api').catch(() => undefined);
// Start reading /config.json now; the header paints without waiting for it or for any remote.
const config = loadRuntimeConfig(store);
// The URL's area loads now; settled when it has loaded (or failed to), or at once when no area owns the URL.
const areaLoaded = config.then(
  (c) => {
    const area = areaForPath(c, url.pathname, selectSiteNavigation(store.getState()));
    return area ? startLoadingArea(area, store) : undefined;
  },
  (error: unknown) => console.error('[config] the site cannot start its areas:', error),
);

// The live channel (new messages, the inbox badge) loads after the first page has painted, for signed-in visitors.
startLiveWhenSignedIn(store, Promise.all([config, whenAreaRendered()]));

if (process.env.NODE_ENV === 'production') {
  registerWhenSettled(() => void config.then((c) => registerServiceWorker(c.apiBaseUrl), () => undefined), whenAreaRendered());
}

// The server may have put the page's first view in the HTML: it stays on screen until the area renders for real.
startFirstView(document.getElementById(FIRST_VIEW_ID));

const rootElement = document.getElementById('root');
if (!rootElement) {
  console.error('Root element not found');
} else {
  // A transition: React renders the app in slices and the page stays responsive while it boots.
  const root = createRoot(rootElement);
  // The header's texts, the design system's words and the catalogue's names (categories, groups) in the URL's language
  // are there before the app renders, so it replaces the server's HTML with the same words (English is bundled; another
  // language is one small file for the three).
  const render = () => startTransition(() => root.render(<App store={store} config={config} />));
  // The app's first render waits for the URL's area too (the server's first view stays on screen meanwhile), for
  // AREA_WAIT_MS at most: rendered before it, the area's boundary shows its fallback, and React 19 then shows the area
  // no sooner than 300 ms later. A remote that is slow or down does not hold the header longer than that.
  const areaOrWait = Promise.race([areaLoaded, new Promise((resolve) => setTimeout(resolve, AREA_WAIT_MS))]);
  Promise.all([shellMessages.load(url.locale), loadUiMessages(url.locale), loadDomainWords(url.locale), areaOrWait]).then(render, render);
}
