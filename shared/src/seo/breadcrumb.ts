import { ld, type JsonLd } from './clean';
import { absoluteUrl } from './site';

export interface Crumb {
  name: string;
  /** The crumb's path on the site (`/programs?category=detox`). */
  path: string;
}

/** The trail to a page, home first, the page itself last (Google's BreadcrumbList: position, name, item). */
export function breadcrumbLd(origin: string, items: Crumb[]): JsonLd {
  return ld('BreadcrumbList', {
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  });
}
