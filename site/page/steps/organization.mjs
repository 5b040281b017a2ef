import { jsonLd, siteOrigin } from '../pageHead.mjs';
import { organizationLd } from '../organization.mjs';

/**
 * The organisation behind the site, as JSON-LD, on every page (with or without a server view).
 * @type {import('../pipeline.mjs').PageStep}
 */
export function organization(page) {
  page.head.push(jsonLd(organizationLd(siteOrigin(page.request.config))));
}
