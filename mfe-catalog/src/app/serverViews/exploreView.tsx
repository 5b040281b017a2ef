import type { ServerView } from '@wellness/shared/contract';
import type { Category } from '@wellness/shared/domain';
import { breadcrumbLd, describe } from '@wellness/shared/seo';
import { NoServerView } from './NoServerView';
import { ExplorePage } from '../../features/explore/ExplorePage';
import { exploreMessages } from '../../features/explore/messages';

/**
 * The explore page for the site's server (ADR 0010): its categories from the API, each linking to its programs list
 * (from which every program is a link away), its head and breadcrumbs.
 */
export const serverView: ServerView = async ({ origin, api, locale = 'en' }) => {
  await exploreMessages.load(locale);
  const t = exploreMessages.fixedT(locale);
  const answer = await api('/program-categories');
  const categories = answer.data as Category[] | null;
  if (answer.status !== 200 || !Array.isArray(categories)) throw new NoServerView(`the categories: ${answer.status}`);
  return {
    kind: 'page',
    view: <ExplorePage categories={categories} />,
    head: {
      title: t('head.title'),
      description: describe(t('head.description', { types: categories.map((c) => c.type).join(', ') })),
      canonical: '/explore',
      image: categories[0]?.image,
      jsonLd: [breadcrumbLd(origin, [{ name: t('head.home'), path: '/' }, { name: t('head.explore'), path: '/explore' }])],
    },
  };
};

/** The page without data, served when its server view cannot be (the API late or down). */
export const firstView = () => <ExplorePage />;
