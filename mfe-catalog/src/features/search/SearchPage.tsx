import { lazy, Suspense, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { selectLocale, useFirstViewHold, useLocation, useNavigate, type AppStore } from '@wellness/shared/contract';
import {
  readSearchParams, SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, searchHref, type ProgramSummary, type SearchCriteria, type SearchSort,
} from '@wellness/shared/domain';
import { Button, Dialog, EmptyState, InlineMessage, LoadingText, Select, useMediaQuery, visuallyHiddenClassName } from '@wellness/shared/ui';
import { useCatalogSearchQuery } from '@wellness/shared/api/catalog';
import { useUrlCriteria } from '../../lib/useUrlCriteria';
import { programDetailsHref } from '../../lib/listCriteria';
import { listMessages, resultCountIn, useListT } from '../../lib/listMessages';
import { useLocalHref } from '../../lib/localHref';
import { ProgramCard } from '../../components/ProgramCard/ProgramCard';
import { CardGridSkeleton } from '../../components/ProgramCard/CardGridSkeleton';
import { FilterIcon, SearchIcon } from '../../components/icons';
import { ActiveFilters } from './ActiveFilters';
import { FilterPanel } from './FilterPanel';
import { useSearchPrices } from './useSearchPrices';
import { Pagination } from './Pagination';
import { activeFilters, sortOptions, withoutFilters } from './searchLabels';
import { searchMessages, useSearchT } from './messages';
import styles from './SearchPage.module.css';

// The map's code and shapes (~60 KB gzip) load only when the map is shown.
const SearchMap = lazy(() => import(/* webpackChunkName: "search-map" */ './map/SearchMap'));
// What the page changed in a hand-edited address, in the page's language: rare, so its words load only then.
const SearchCorrections = lazy(() => import(/* webpackChunkName: "search-corrections" */ './corrections/SearchCorrections'));

/** The page's messages in English (the catalogue's; a test compares). */
export const SEARCH_MESSAGES = {
  title: 'Search all programs',
  corrected: 'We adjusted this search:',
  failed: 'The results could not be loaded.',
  empty: 'No programs match this search',
  emptyHint: 'Try removing one of these:',
  emptyNone: 'There are no programs to show yet.',
  loading: 'Searching programs…',
} as const;

/**
 * From this width the filters are a sidebar beside the results; below it, a dialog behind a Filters button. The CSS
 * (SearchPage.module.css) makes that choice, so the server's HTML and the first render are already laid out for the
 * screen; this query only closes the dialog when the window grows past it.
 */
export const WIDE_LAYOUT_QUERY = '(min-width: 1024px)';

/**
 * The search page: every public program, narrowed by words and filters, sorted and paged. Every criterion is in the
 * URL (read forgivingly: a value it cannot use is left out or swapped and named in a notice), so a search can be
 * shared, survives a reload, and the browser's back and forward step through it.
 */
export function SearchPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { criteria, corrections } = useMemo(() => readSearchParams(new URLSearchParams(location.search)), [location.search]);
  // Price bounds, bands and sort in the visitor's currency (useSearchPrices), as the programs lists' are.
  const prices = useSearchPrices(criteria);
  // The results render in a transition once they arrive: in slices, not one long task (RTK Query updates are sync).
  const query = useDeferredValue(useCatalogSearchQuery({ ...criteria, facets: true, ...(prices.currency ? { currency: prices.currency } : {}) }));
  // The controls show the visitor's change at once; the results follow the URL.
  const [shown, remember] = useUrlCriteria(criteria, location.search);
  // The server's view of these results (its HTML) stays until the page can show as much.
  useFirstViewHold(!query.data && !query.isError);
  const wide = useMediaQuery(WIDE_LAYOUT_QUERY);
  const [filtersOpen, setFiltersOpen] = useState(false);
  if (wide && filtersOpen) setFiltersOpen(false);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a change made outside the filter panel (the words, a chip, a page, the dialog's button), focus goes to the
  // results heading once they have loaded: the control used may be gone. Changes inside the panel keep the focus where
  // the visitor is (moving it would break walking a radio group with the arrow keys); the count is announced instead.
  // The query string whose results should take the focus when they are shown.
  const focusFor = useRef<string | null>(null);
  const settled = !query.isFetching && (query.currentData !== undefined || query.isError);
  useEffect(() => {
    if (focusFor.current === null || focusFor.current !== location.search || !settled || filtersOpen) return;
    headingRef.current?.focus();
    focusFor.current = null;
  }, [location.key, location.search, settled, filtersOpen]);

  const focusAfter = (href: string) => { focusFor.current = href.includes('?') ? href.slice(href.indexOf('?')) : ''; };
  const go = (next: SearchCriteria, { focus = false } = {}) => {
    const href = searchHref(next);
    if (focus) focusAfter(href);
    remember(next);
    void navigate(href);
  };
  const open = (program: ProgramSummary) => void navigate(programDetailsHref(program.slug), { state: { programName: program.name } });

  const data = query.data;
  const facets = data?.facets;
  const { t, locale } = useSearchT();
  const { t: listT } = useListT();
  const localHref = useLocalHref();
  const countText = (d: NonNullable<typeof data>) => resultCountIn(listT, d.total, d.totalCapped, locale);
  const filters = activeFilters(t, criteria, locale, facets, prices.money, prices.bands);
  const clearAllHref = searchHref(withoutFilters(criteria));
  const last = data ? Math.max(1, Math.min(Math.ceil(data.total / SEARCH_PAGE_SIZE), SEARCH_MAX_PAGE)) : 1;
  const busy = query.isFetching;
  const panelFilters = filters.filter((f) => f.key !== 'q').length;

  const wordsRef = useRef<HTMLInputElement>(null);
  const searchWords = () => {
    const words = wordsRef.current?.value.trim() ?? '';
    go({ ...shown, q: words || undefined, page: undefined }, { focus: true });
  };

  // The map beside the list (`map=1` in the URL, full screen below 768 px) and the program both point at.
  const mapShown = Boolean(criteria.map);
  const toggleMap = () => go({ ...shown, map: mapShown ? undefined : true });
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const lightUp = (slug: string | null) => ({
    onMouseEnter: () => setHighlighted(slug), onMouseLeave: () => setHighlighted(null), onFocus: () => setHighlighted(slug), onBlur: () => setHighlighted(null),
  });

  const panel = <FilterPanel criteria={shown} facets={facets} onChange={(next) => go(next)} />;

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('title')}</h1>
        {/* A search landmark rather than a <form>: the words go to the URL from Enter or the button, never by a form post. */}
        <div role="search" className={styles.searchForm}>
          <label htmlFor={`${headingId}-q`} className={styles.searchLabel}>{t('searchLabel')}</label>
          <div className={styles.searchField}>
            <SearchIcon />
            <input
              // A new URL (back, forward, a removed chip) shows its own words.
              key={criteria.q ?? ''}
              ref={wordsRef}
              id={`${headingId}-q`}
              name="q"
              type="search"
              defaultValue={criteria.q ?? ''}
              maxLength={200}
              autoComplete="off"
              placeholder={t('placeholder')}
              className={styles.searchInput}
              onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); searchWords(); } }}
            />
            <Button size="sm" onClick={searchWords}>{t('search')}</Button>
          </div>
        </div>
      </header>

      {corrections.length > 0 && (
        <InlineMessage tone="info" title={t('corrected')} className={styles.notice}>
          <Suspense fallback={null}>
            <SearchCorrections corrections={corrections} className={styles.corrections} />
          </Suspense>
        </InlineMessage>
      )}

      <div className={styles.layout} data-map={mapShown || undefined}>
        <aside className={styles.sidebar} aria-labelledby={`${headingId}-filters`}>
          <h2 id={`${headingId}-filters`} className={styles.sidebarTitle}>{t('filters')}</h2>
          {panel}
        </aside>
        <section className={styles.results} aria-labelledby={headingId}>
          <div className={styles.toolbar}>
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.count}>
              {data ? countText(data) : query.isError ? t('results') : t('loading')}
            </h2>
            <div className={styles.tools}>
              <Button variant="secondary" size="sm" aria-pressed={mapShown} onClick={toggleMap}>{mapShown ? t('hideMap') : t('showMap')}</Button>
              <Button
                variant="secondary"
                size="sm"
                className={styles.filtersButton}
                iconStart={<FilterIcon />}
                onClick={() => setFiltersOpen(true)}
                aria-haspopup="dialog"
              >
                {panelFilters ? t('filtersCount', { count: panelFilters }) : t('filters')}
              </Button>
              <Select
                label={t('sortBy')}
                className={styles.sort}
                value={shown.sort ?? 'relevance'}
                options={sortOptions(listT)}
                onChange={(e) => go({ ...shown, sort: e.target.value as SearchSort, page: undefined })}
              />
            </div>
          </div>
          {/* Announces the new count after a change whose control keeps the focus. */}
          <p role="status" className={visuallyHiddenClassName}>{data && !busy ? countText(data) : ''}</p>
          <ActiveFilters filters={filters} clearAllHref={clearAllHref} onNavigate={focusAfter} />

          {query.isError && !busy ? (
            <InlineMessage
              tone="error"
              title={t('failed')}
              action={<Button variant="secondary" size="sm" onClick={() => void query.refetch()}>{t('tryAgain')}</Button>}
            >
              {t('checkConnection')}
            </InlineMessage>
          ) : !data ? (
            <>
              <LoadingText className={styles.loading}>{t('loading')}</LoadingText>
              <CardGridSkeleton count={6} className={styles.grid} />
            </>
          ) : data.total === 0 ? (
            <EmptyState
              headingLevel={3}
              title={t('empty')}
              description={filters.length ? t('emptyHint') : t('emptyNone')}
              action={filters.length ? <ActiveFilters filters={filters} label={t('loosen')} onNavigate={focusAfter} /> : undefined}
            />
          ) : data.programs.length === 0 || (criteria.page ?? 1) > last ? (
            // Past the last page, or past the deepest one offered (the API's count stops at SEARCH_TOTAL_CAP).
            <PastTheLast page={criteria.page ?? 1} last={last} href={searchHref({ ...criteria, page: last })} />
          ) : (
            <ul className={styles.grid} aria-label={t('list')} aria-busy={busy || undefined} data-busy={busy || undefined}>
              {data.programs.map((program, index) => (
                <li key={program.id} className={styles.cell} data-lit={highlighted === program.slug || undefined} {...(mapShown ? lightUp(program.slug) : {})}>
                  <ProgramCard program={program} href={programDetailsHref(program.slug)} onOpen={open} titleAs="h3" priority={index < 3} />
                </li>
              ))}
            </ul>
          )}
          {data && data.programs.length > 0 && (criteria.page ?? 1) <= last && <Pagination criteria={criteria} last={last} onNavigate={focusAfter} />}
        </section>
        {mapShown && (
          <section className={styles.mapPane} aria-label={t('map')}>
            <Button size="sm" className={styles.mapClose} onClick={toggleMap}>{t('showList')}</Button>
            <Suspense fallback={<LoadingText className={styles.loading}>{t('loadingMap')}</LoadingText>}>
              <SearchMap criteria={criteria} highlighted={highlighted} onHighlight={setHighlighted} onSearchArea={(bbox) => go({ ...shown, bbox, page: undefined })} />
            </Suspense>
          </section>
        )}
      </div>

      <Dialog
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title={t('filters')}
        size="full"
        footer={
          <div className={styles.dialogActions}>
            <a href={localHref(clearAllHref)} className={styles.clearAll} onClick={(e) => { e.preventDefault(); go(withoutFilters(shown)); }}>{t('clearAll')}</a>
            <Button onClick={() => { focusFor.current = location.search; setFiltersOpen(false); }} aria-busy={busy || undefined}>
              {data ? t('showCount', { programs: countText(data) }) : t('showPrograms')}
            </Button>
          </div>
        }
      >
        {panel}
      </Dialog>
    </div>
  );
}

/** A page number beyond the last page of the results (a stale or edited link): named, with the way to the last page. */
function PastTheLast({ page, last, href }: { page: number; last: number; href: string }) {
  const navigate = useNavigate();
  const { t } = useSearchT();
  const localHref = useLocalHref();
  return (
    <InlineMessage tone="info" title={t('past.title', { page })}>
      <p>
        {t('past.end', { last })}{' '}
        <a href={localHref(href)} onClick={(e) => { e.preventDefault(); void navigate(href, { replace: true }); }}>{t('past.go', { last })}</a>
      </p>
    </InlineMessage>
  );
}

export default SearchPage;

/** Before the first render: the page's texts in its language (its own, and the cards' and counts'). */
export const prepare = (store: AppStore) => {
  const locale = selectLocale(store.getState());
  return Promise.all([searchMessages.load(locale), listMessages.load(locale)]).then(() => undefined);
};
