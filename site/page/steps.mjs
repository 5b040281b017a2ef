// The steps of every page of the site, in order (ADR 0006). A new concern of a page (its title and description, its
// status, structured data) is a step of its own here.
import { findArea } from './steps/area.mjs';
import { areaAssets } from './steps/areaAssets.mjs';
import { configHint } from './steps/configHint.mjs';
import { startFirstData } from './steps/firstData.mjs';
import { readFirstView } from './steps/firstView.mjs';
import { readNavigation } from './steps/navigation.mjs';
import { placeFirstView } from './steps/placeFirstView.mjs';
import { readRemoteBuild } from './steps/remoteBuild.mjs';
import { securityHeaders } from './steps/securityHeaders.mjs';

/** @type {import('./pipeline.mjs').PageStep[]} */
export const PAGE_STEPS = [
  configHint, // /config.json, first in the head
  findArea, // the remote that owns the path
  readNavigation, // the live remotes' menus, guards and layout rules
  readRemoteBuild, // its manifest, entry, area module and page chunk
  startFirstData, // the API calls the page makes first
  readFirstView, // the page's prerendered view, filled with its data when it can be
  areaAssets, // the area's and page's styles and scripts
  placeFirstView, // the view inside the shell's header and footer, before the app's root
  securityHeaders, // the CSP and the hardening headers
];
