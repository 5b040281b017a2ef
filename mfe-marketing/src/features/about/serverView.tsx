import type { PageHead, ServerView } from '@wellness/shared/contract';
import { absoluteUrl, describe, pageTitle } from '@wellness/shared/seo';
import { AboutPage } from './AboutPage';
import type { Locale } from '@wellness/shared/format';
import { ABOUT_HERO_IMAGE } from './copy';
import { aboutMessages } from './messages';

/**
 * The about page's head: an AboutPage whose subject is the organisation (the server adds the Organization itself on
 * every page, with this `@id`).
 */
export function aboutHead(origin: string, locale: Locale = 'en'): PageHead {
  const t = aboutMessages.fixedT(locale);
  const title = pageTitle(t('title'));
  const description = describe(t('lead'));
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
export const serverView: ServerView = async (request) => {
  await aboutMessages.load(request.locale ?? 'en');
  return { kind: 'page', view: <AboutPage />, head: aboutHead(request.origin, request.locale ?? 'en') };
};

/** The page without data, rendered at build time: served when its server view cannot be. */
export const firstView = () => <AboutPage />;
