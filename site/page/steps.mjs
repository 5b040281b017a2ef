// The steps of every page of the site, in order (ADR 0006, 0010, 0012, 0013). A new concern of a page is a step of
// its own here.
import { findArea } from './steps/area.mjs';
import { alternateLanguages, pageLanguage } from './steps/language.mjs';
import { areaAssets } from './steps/areaAssets.mjs';
import { configHint } from './steps/configHint.mjs';
import { startFirstData } from './steps/firstData.mjs';
import { readFirstView } from './steps/firstView.mjs';
import { readNavigation } from './steps/navigation.mjs';
import { organization } from './steps/organization.mjs';
import { placeFirstView } from './steps/placeFirstView.mjs';
import { privatePage } from './steps/privatePage.mjs';
import { readRemoteBuild } from './steps/remoteBuild.mjs';
import { securityHeaders } from './steps/securityHeaders.mjs';
import { renderServerView } from './steps/serverView.mjs';
import { unknownPath } from './steps/unknownPath.mjs';

/** @type {import('./pipeline.mjs').PageStep[]} */
export const PAGE_STEPS = [
  pageLanguage, // the URL's language (`/es/…`, `/fr/…`), the path without it; `/` to the visitor's language
  configHint, // /config.json, first in the head
  readNavigation, // the live remotes' top-level paths, menus, guards and layout rules
  findArea, // the remote that owns the path
  unknownPath, // 404 for a path no remote owns
  privatePage, // noindex on a page only some roles may open
  readRemoteBuild, // its manifest, entry, area module and page chunk
  renderServerView, // a public page rendered with the API's data: content, head, JSON-LD, status (or a redirect)
  startFirstData, // the API calls the page makes first
  readFirstView, // the page's prerendered view, when its server view did not render it
  areaAssets, // the area's and page's styles and scripts
  placeFirstView, // the view inside the shell's header and footer, before the app's root
  alternateLanguages, // the page in each language (hreflang), for a public page
  organization, // the organisation's JSON-LD, on every page
  securityHeaders, // the CSP and the hardening headers
];
