import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { areaForPath, loadDomainWords, loadUiMessages, localeSet, makeStore, startFirstView } from '@wellness/shared/contract';
import { FIRST_VIEW_ID, splitLocale } from '@wellness/shared/site-protocol';
import { shellMessages } from './messages';
import '@wellness/shared/styles.css';
import { App } from './app/App';
import { whenAreaRendered } from './features/areas/areaRendered';
import { startLoadingArea } from './features/areas/RemoteArea';
import { startLiveWhenSignedIn } from './features/live/startLiveWhenSignedIn';
import { loadRuntimeConfig } from './features/areas/runtimeConfig';
import { selectSiteNavigation } from './lib/navigation/siteNavigation';
import { registerServiceWorker } from './features/service-worker/registerServiceWorker';
import { registerWhenSettled } from './features/service-worker/registerWhenSettled';

const store = makeStore({ persistSession: true });
// The page's language is the URL's (`/es/…`, `/fr/…`, English unprefixed), as the server wrote it.
const url = splitLocale(window.location.pathname);
store.dispatch(localeSet(url.locale));
// Start reading /config.json now; the header paints without waiting for it or for any remote.
const config = loadRuntimeConfig(store);
config.then(
  (c) => {
    const area = areaForPath(c, url.pathname, selectSiteNavigation(store.getState()));
    if (area) startLoadingArea(area, store);
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
  Promise.all([shellMessages.load(url.locale), loadUiMessages(url.locale), loadDomainWords(url.locale)]).then(render, render);
}
