import { installFederationRules } from '@wellness/federation/runtime';

// This build decides how the page shares modules, then starts behind the async boundary that lets the federation
// runtime hand out the shared singletons before any of them runs.
installFederationRules();

// When the server put the page's first view in the HTML (#first-paint), let the browser paint it before the app
// starts working.
const painted = document.getElementById('first-paint')
  ? new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  : Promise.resolve();
void painted.then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
