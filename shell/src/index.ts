import { installFederationRules } from '@wellness/federation/runtime';
import { afterFirstPaint } from './features/first-paint/afterFirstPaint';

// This build decides how the page shares modules, then starts behind the async boundary that lets the federation
// runtime hand out the shared singletons before any of them runs.
installFederationRules();

// When the server put the page's first view in the HTML (#first-paint), the app starts once the browser has shown it:
// the view is on screen before any of the app's work, whatever the machine's speed.
const start = () => void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
if (document.getElementById('first-paint')) afterFirstPaint(start);
else start();
