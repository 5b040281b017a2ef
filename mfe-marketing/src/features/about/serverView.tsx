import type { PageHead, ServerView } from '@wellness/shared/contract';
import { absoluteUrl, describe, pageTitle } from '@wellness/shared/seo';
import { AboutPage } from './AboutPage';
import { ABOUT_HERO_IMAGE, ABOUT_LEAD } from './copy';

/**
 * The about page's head: an AboutPage whose subject is the organisation (the server adds the Organization itself on
 * every page, with this `@id`).
 */
export function aboutHead(origin: string): PageHead {
  const title = pageTitle('About us');
  const description = describe(ABOUT_LEAD);
  return {
    title,
    description,
    canonical: '/about',
    image: ABOUT_HERO_IMAGE,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AboutPage',
        name: title,
        description,
        url: absoluteUrl(origin, '/about'),
        mainEntity: { '@id': absoluteUrl(origin, '/#organization') },
      },
    ],
  };
}

/** `/about` for the site's server: the page needs no data; its head says what it is. */
export const serverView: ServerView = async (request) => ({ kind: 'page', view: <AboutPage />, head: aboutHead(request.origin) });

/** The page without data, rendered at build time: served when its server view cannot be. */
export const firstView = () => <AboutPage />;
