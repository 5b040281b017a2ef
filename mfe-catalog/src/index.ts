import { installFederationRules } from '@wellness/federation/runtime';

// Run alone (its dev page), this build is the page's host and decides how modules are shared; in the composed site
// the shell does, and only this remote's entry (remoteEntry.js) loads. Either way the app starts behind the async
// boundary that lets the federation runtime hand out the shared singletons before any of them runs.
installFederationRules();
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
