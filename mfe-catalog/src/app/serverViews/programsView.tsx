import type { ServerView } from '@wellness/shared/contract';
import { searchApiPath, searchInLanguage } from '@wellness/shared/api/catalog';
import { breadcrumbLd, describe, itemListLd } from '@wellness/shared/seo';
import { NoServerView } from './NoServerView';
import { criteriaFromSearch, hasFilters, programsHref } from '../../lib/listCriteria';
import { listQuery, listTitles, pageOf, ProgramsListView, type ProgramList } from '../../features/programs/ProgramsPage';

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
  const { title, subtitle } = listTitles(criteria, list);
  const canonical = page > 1 ? `${programsHref(criteria)}&page=${page}` : programsHref(criteria);
  const count = list.total === 1 ? '1 program' : `${list.total} programs`;
  const names = list.programs.slice(0, 3).map((p) => p.name).join(', ');
  return {
    kind: 'page',
    view: <ProgramsListView criteria={criteria} list={list} page={page} />,
    head: {
      title: `${title}${page > 1 ? ` (page ${page})` : ''} · Wellness Programs`,
      description: describe(`${subtitle} ${count}${names ? `: ${names}` : ''}.`),
      canonical,
      image: list.programs[0]?.image,
      noindex: list.total === 0,
      jsonLd: [
        breadcrumbLd(origin, [{ name: 'Home', path: '/' }, { name: 'Explore', path: '/explore' }, { name: title, path: canonical }]),
        itemListLd(origin, list.programs),
      ],
    },
  };
};
