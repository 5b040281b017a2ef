import { installFederationRules } from '@wellness/federation/runtime';

// This build decides how the page shares modules, then starts behind the async boundary that lets the federation
// runtime hand out the shared singletons before any of them runs.
installFederationRules();
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
