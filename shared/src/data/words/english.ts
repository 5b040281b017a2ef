import type { Messages } from '@wellness/shared/contract';
import { categoryOptions, programGroups } from '../categories';
import { destinations } from '../destinations';

/**
 * The English of the catalogue's words (contract/domainWords.ts), from the data that seeds the API: the page shows the
 * API's English as it is, so this object is for checking the other languages against, never bundled with a page.
 */
export function englishDomainWords(): Messages {
  return {
    category: Object.fromEntries(categoryOptions.map((o) => [o.value, o.label])),
    categoryDescription: Object.fromEntries(categoryOptions.map((o) => [o.value, o.description])),
    group: Object.fromEntries(programGroups.map((g) => [g.slug, { title: g.type, description: g.description, badge: g.badge }])),
    destination: Object.fromEntries(destinations.map((d) => [d.id, { description: d.description, ...(d.ratingText ? { ratingText: d.ratingText } : {}) }])),
  };
}
