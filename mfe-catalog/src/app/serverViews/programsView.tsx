import type { ServerView } from '@wellness/shared/contract';
import { searchApiPath, searchInLanguage } from '@wellness/shared/api/catalog';
import { breadcrumbLd, describe, itemListLd } from '@wellness/shared/seo';
import { NoServerView } from './NoServerView';
import { criteriaFromSearch, hasFilters, programsHref } from '../../lib/listCriteria';
import { listQuery, listTitles, pageOf, ProgramsListView, type ProgramList } from '../../features/programs/ProgramsPage';
import { programsMessages } from '../../features/programs/messages';
import { listMessages, resultCountIn } from '../../lib/listMessages';

/**
 * A programs list (a category's or a place's) for the site's server (ADR 0010): its programs as cards, each a link to
 * its page, and numbered links to the list's other pages; its head (canonical: the criteria in their fixed order, the
 * page when not the first; noindex when filtered to nothing) and JSON-LD (breadcrumbs, the programs as an ItemList).
 */
export const serverView: ServerView = async ({ query, origin, api, locale = 'en' }) => {
  const criteria = criteriaFromSearch(query);
  // Without a category or a place the page sends the visitor to /explore, in the browser.
  if (!criteria.category && !criteria.country) throw new NoServerView('a list without a category or a place');
  const page = pageOf(query);
  // In the page's language, as the page asks it (useCatalogSearchQuery): the cards' texts in it.
  const answer = await api(searchApiPath(searchInLanguage(listQuery(criteria, page), locale)));
  const list = answer.data as ProgramList | null;
  if (answer.status !== 200 || !list || !Array.isArray(list.programs)) throw new NoServerView(`the list: ${answer.status}`);
  const filtered = hasFilters(criteria);
  // An empty list without filters shows the bundled sample programs in the browser: that page is not the server's.
  if (list.total === 0 && !filtered) throw new NoServerView('an empty list');
  await Promise.all([programsMessages.load(locale), listMessages.load(locale)]);
  const t = programsMessages.fixedT(locale);
  const { title, subtitle } = listTitles(t, criteria, list, undefined, locale);
  const canonical = page > 1 ? `${programsHref(criteria)}&page=${page}` : programsHref(criteria);
  const count = resultCountIn(listMessages.fixedT(locale), list.total, list.totalCapped, locale);
  const names = list.programs.slice(0, 3).map((p) => p.name).join(', ');
  return {
    kind: 'page',
    view: <ProgramsListView criteria={criteria} list={list} page={page} />,
    head: {
      title: page > 1 ? t('head.titlePage', { title, page }) : t('head.title', { title }),
      description: describe(`${subtitle} ${count}${names ? `: ${names}` : ''}.`),
      canonical,
      image: list.programs[0]?.image,
      noindex: list.total === 0,
      jsonLd: [
        breadcrumbLd(origin, [{ name: t('head.home'), path: '/' }, { name: t('head.explore'), path: '/explore' }, { name: title, path: canonical }]),
        itemListLd(origin, list.programs),
      ],
    },
  };
};
