/**
 * What search engines read of a page: schema.org objects for JSON-LD, meta descriptions and titles. Pure
 * functions of the API's data and the site's origin, shared by the remotes' server views.
 */
export { SITE_NAME, LOGO_PATH, SEARCH_PATH, absoluteUrl, programPath } from './site';
export { stripEmpty, type JsonLd } from './clean';
export { describe, pageTitle } from './text';
export { organizationLd, websiteLd } from './organization';
export { breadcrumbLd, type Crumb } from './breadcrumb';
export { faqLd, type QuestionAnswer } from './faq';
export { itemListLd } from './itemList';
export { programLd, programAvailability, type ProgramDetails } from './program';
export { providerLd, type ProviderForLd } from './provider';
export { aggregateRating, reviewItem } from './rating';
export { jsonLdScript } from './script';
