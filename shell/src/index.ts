import { installFederationRules } from '@wellness/federation/runtime';
import { nextTask } from '@wellness/shared/scheduling';
import { FIRST_VIEW_ID } from '@wellness/shared/site-protocol';
import { afterFirstPaint } from './features/first-view/afterFirstPaint';
import { releaseHeldPreloads } from './features/first-view/releaseHeldPreloads';
import { startSessionCalls } from './features/first-view/startSessionCalls';
import { startIntlWarmup } from './features/intl-warmup/startIntlWarmup';
import { setFirstData } from './lib/firstData';

// This build decides how the page shares modules, then starts behind the async boundary that lets the federation
// runtime hand out the shared singletons before any of them runs.
installFederationRules();

// A signed-in visitor's guarded page: its first calls start now, beside the app's scripts, not after them.
setFirstData(startSessionCalls());

// React DOM (the page's largest module), the contract's libraries (router, store) and the app evaluate in tasks of
// their own: the browser can paint and answer input in between (three shorter tasks instead of one long one).
async function start() {
  await import('react-dom/client');
  await nextTask();
  await import('@wellness/shared/contract');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

// When the server put the page's first view in the HTML, the app starts once the browser has shown it:
// the view is on screen before any of the app's work, whatever the machine's speed. Its scripts' preloads, held by the
// server until then so they leave the view's own files the connection, start at the same moment.
// The browser's formatting data loads in a worker meanwhile, instead of inside the page's first render.
const run = () => {
  releaseHeldPreloads();
  startIntlWarmup(document.documentElement.lang);
  void start();
};
if (document.getElementById(FIRST_VIEW_ID)) afterFirstPaint(run);
else run();
