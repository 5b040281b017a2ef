import { makeStore, Provider, type ServerView } from '@wellness/shared/contract';
import { readSearchParams, searchHref, type SearchResponse } from '@wellness/shared/domain';
import { releaseServerStore } from '@wellness/shared/api';
import { searchApi, searchApiPath, searchInLanguage } from '@wellness/shared/api/catalog';
import { breadcrumbLd, describe, itemListLd } from '@wellness/shared/seo';
import { NoServerView } from './NoServerView';
import { listMessages, resultCountIn } from '../../lib/listMessages';
import { SearchPage } from '../../features/search/SearchPage';
import { searchMessages } from '../../features/search/messages';

/**
 * The search page for the site's server (ADR 0010): the page itself, rendered from a store holding the API's answer
 * (so the HTML is what the browser's first render shows), its programs as links and its page links; its head
 * (canonical: the criteria in their fixed order; noindex when nothing matches) and JSON-LD (breadcrumbs, an ItemList).
 */
export const serverView: ServerView = async ({ query, origin, api, locale = 'en' }) => {
  const { criteria } = readSearchParams(query);
  // In the page's language, as the page asks it (useCatalogSearchQuery): the cards' texts in it.
  const args = searchInLanguage({ ...criteria, facets: true }, locale ?? 'en');
  const answer = await api(searchApiPath(args));
  const data = answer.data as SearchResponse | null;
  if (answer.status !== 200 || !data || !Array.isArray(data.programs)) throw new NoServerView(`the search: ${answer.status}`);
  // Its own store, in the page's language (the server renders the view inside it).
  const store = makeStore({ preloadedState: { locale } });
  await Promise.all([searchMessages.load(locale), listMessages.load(locale)]);
  const t = searchMessages.fixedT(locale);
  store.dispatch(searchApi.util.upsertQueryEntries([{ endpointName: 'catalogSearch', arg: args, value: data }]));
  const canonical = searchHref(criteria);
  const count = resultCountIn(listMessages.fixedT(locale), data.total, data.totalCapped, locale);
  const words = criteria.q ? `“${criteria.q}”: ` : '';
  const names = data.programs.slice(0, 3).map((p) => p.name).join(', ');
  const page = criteria.page ?? 1;
  const titleWords = criteria.q ? `${criteria.q} · ` : '';
  return {
    kind: 'page',
    view: <Provider store={store}><SearchPage /></Provider>,
    // Its cache entry's 120-s timer would hold this store, and the answer, long after the page is sent.
    release: () => releaseServerStore(store),
    head: {
      title: page > 1 ? t('head.titlePage', { words: titleWords, page }) : t('head.title', { words: titleWords }),
      description: describe(t('head.description', { words, programs: count, names: names ? `: ${names}` : '' })),
      canonical,
      image: data.programs[0]?.image,
      noindex: data.programs.length === 0,
      jsonLd: [
        breadcrumbLd(origin, [{ name: t('head.home'), path: '/' }, { name: t('title'), path: canonical }]),
        itemListLd(origin, data.programs),
      ],
    },
  };
};
