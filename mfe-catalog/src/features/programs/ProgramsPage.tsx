import { priceCurrencyFor, useDisplayCurrency } from '../../components/ConvertedPrice/ConvertedPrice';
import { Suspense, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { domainWords, Link, Navigate, selectLocale, useFirstViewHold, useLocation, useNavigate, type AppStore } from '@wellness/shared/contract';
import { readSearchParams, searchHref, type ProgramSummary, type SearchResponse } from '@wellness/shared/domain';
import { formatCountry, type Locale } from '@wellness/shared/format';
import type { TFunction } from '@wellness/shared/i18n';
import { Button, EmptyState, InlineMessage, LoadingText } from '@wellness/shared/ui';
import { samplePrograms, useCatalogSearchQuery, type SearchArgs } from '@wellness/shared/api/catalog';
import { useSampleData } from '@wellness/shared/fallback';
import {
  criteriaFromSearch, criteriaFromState, FILTER_KEYS, hasFilters, programDetailsHref, programsHref, type ListCriteria,
} from '../../lib/listCriteria';
import { listMessages, resultCountIn, useListT } from '../../lib/listMessages';
import { ErrorBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { ProgramCard } from '../../components/ProgramCard/ProgramCard';
import { CardGridSkeleton } from '../../components/ProgramCard/CardGridSkeleton';
import { ArrowLeftIcon } from '../../components/icons';
import { useUrlCriteria } from '../../lib/useUrlCriteria';
import { Filters } from './Filters';
import { programsMessages, useProgramsT } from './messages';
import styles from './ProgramsPage.module.css';

/** The list's messages in English (the catalogue's; a test compares). */
export const PROGRAMS_MESSAGES = {
  fallback: 'Could not load latest programs. Showing available data.',
  failed: 'Failed to load program data. Please try again later.',
  empty: 'No programs found',
  emptyFiltered: 'Try adjusting or clearing the filters.',
  loading: 'Loading wellness experiences...',
} as const;

/** How many programs a list shows at first, and how many more each "show more" adds. */
export const PAGE_SIZE = 24;
/** The most a list shows (the API's limit). */
const MAX_SHOWN = 96;

const titleCase = (slug: string) => slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** The list's page (`?page=3`, numbered links for crawlers and visitors without JavaScript); 1 when none or invalid. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 && page <= 1000 ? page : 1;
}

/**
 * The search (GET /api/search, the one catalogue search) of a list's page: its criteria, and its first `limit`
 * programs from the page's start.
 */
export const listQuery = (criteria: ListCriteria, page: number, limit = PAGE_SIZE): SearchArgs => ({ ...criteria, limit, ...(page > 1 ? { offset: (page - 1) * PAGE_SIZE } : {}) });

/** What a list shows of a search's answer. */
export type ProgramList = Pick<SearchResponse, 'programs' | 'total' | 'totalCapped'>;

/**
 * A list's title and lead: its category's name (from the way in, else its programs), or its place (`t`: the list's
 * catalogue), in the page's language where the catalogue's words know the category and Intl the country.
 */
export function listTitles(t: TFunction, criteria: ListCriteria, list: ProgramList | undefined, stateName?: unknown, locale: Locale = 'en') {
  const firstGroup = list?.programs[0]?.groupName;
  const country = criteria.country && formatCountry(criteria.country, locale);
  const place = criteria.city ? `${criteria.city}, ${country}` : country;
  const english = typeof stateName === 'string' && stateName ? stateName : firstGroup || (criteria.category ? titleCase(criteria.category) : '');
  const categoryName = criteria.category ? domainWords(locale).categoryLabel(criteria.category, english) : english;
  return {
    place,
    title: criteria.category ? categoryName : t('titlePlace', { place }),
    subtitle: criteria.category ? t('leadCategory', { name: categoryName }) : t('leadPlace', { place }),
  };
}

/**
 * The programs list: a category's or a place's programs, with its filters and sort. The criteria live in
 * the URL query; the spec's navigation state is accepted as the way in and written to the query at once.
 */
export function ProgramsPage() {
  const location = useLocation();
  const fromQuery = useMemo(() => criteriaFromSearch(new URLSearchParams(location.search)), [location.search]);
  if (!fromQuery.category && !fromQuery.country) {
    const fromState = criteriaFromState(location.state);
    if (fromState) return <Navigate to={programsHref({ ...fromState, ...fromQuery })} replace state={location.state} />;
    // No category and no place: SPEC's route table sends /programs to /explore. A list link that carries filters
    // (/programs?maxPrice=3000) keeps them on the search page, which searches the whole catalogue.
    const { criteria } = readSearchParams(new URLSearchParams(location.search));
    const { sort: _sort, page: _page, ...narrowing } = criteria;
    if (Object.keys(narrowing).length === 0) return <Navigate to="/explore" replace state={null} />;
    return <Navigate to={searchHref(criteria)} replace state={null} />;
  }
  return <ProgramsList criteria={fromQuery} />;
}

function ProgramsList({ criteria }: { criteria: ListCriteria }) {
  const navigate = useNavigate();
  const location = useLocation();
  const stateName = (location.state as { categoryType?: unknown } | null)?.categoryType;
  const page = pageOf(new URLSearchParams(location.search));
  const [shown, setShown] = useState(PAGE_SIZE);
  const limit = Math.min(shown, MAX_SHOWN);
  // Price bounds and the price sort in the visitor's currency (the filters' labels are in it too).
  const display = useDisplayCurrency();
  const currency = priceCurrencyFor(criteria, display);
  const query = useCatalogSearchQuery({ ...listQuery(criteria, page, limit), ...(currency ? { currency } : {}) });
  // Only the answer is deferred, so its cards render in a transition React can pause for input, not in one long
  // task; the sample list is chosen from the query as it is, so it never mounts inside a deferred render (React 19
  // failed its first render there: "Update hook called on initial render").
  const list = useDeferredValue(query.data);
  const filtered = hasFilters(criteria);
  const { t } = useProgramsT();
  // The server's view of this list (its HTML) stays until the list can show as much.
  useFirstViewHold(!list && !query.isError);

  // The filters show the visitor's change at once; the list follows the URL.
  const [controls, remember] = useUrlCriteria(criteria, location.search);
  const update = (patch: Partial<ListCriteria>) => {
    const next = { ...controls, ...patch };
    setShown(PAGE_SIZE);
    remember(next);
    navigate(programsHref(next), { replace: true, state: location.state });
  };
  const clear = () => update(Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined])) as Partial<ListCriteria>);
  const open = (program: ProgramSummary) => navigate(programDetailsHref(program.slug), { state: { programName: program.name } });

  // A failed list, or an empty one without filters, falls back to the local data of the category or place.
  const apiEmpty = query.data !== undefined && query.data.total === 0 && !filtered;
  const fallback = (query.isError && !query.isFetching) || apiEmpty;

  return (
    <ListFrame criteria={criteria} controls={controls} list={query.data} stateName={stateName} onChange={update} onClear={clear}>
      <ErrorBoundary fallback={<InlineMessage tone="error">{t('failed')}</InlineMessage>}>
        <Suspense fallback={<ListLoading />}>
          {fallback ? (
            <SampleList criteria={criteria} onOpen={open} />
          ) : list && list === query.data && !query.isFetching ? (
            <Results list={list} criteria={criteria} page={page} onOpen={open} filtered={filtered} onClear={clear} onMore={hasMore(list, page) && limit < MAX_SHOWN ? () => setShown((n) => n + PAGE_SIZE) : undefined} />
          ) : list ? (
            <Results list={list} criteria={criteria} page={page} onOpen={open} filtered={filtered} onClear={clear} busy />
          ) : (
            <ListLoading />
          )}
        </Suspense>
      </ErrorBoundary>
    </ListFrame>
  );
}

const ignore = () => undefined;

/** Whether the list has programs after those shown (from the page's start). */
const hasMore = (list: ProgramList, page: number) => list.total > (page - 1) * PAGE_SIZE + list.programs.length;

/**
 * A list's page as the site's server renders it (its server view), from the API's answer: the same markup as the page
 * once its list has arrived, so the swap to the live page shows nothing.
 */
export function ProgramsListView({ criteria, list, page }: { criteria: ListCriteria; list: ProgramList; page: number }) {
  return (
    <ListFrame criteria={criteria} list={list} onChange={ignore} onClear={ignore}>
      <Results
        list={list} criteria={criteria} page={page} onOpen={ignore} filtered={hasFilters(criteria)} onClear={ignore}
        onMore={hasMore(list, page) ? ignore : undefined}
      />
    </ListFrame>
  );
}

function ListFrame({ criteria, controls = criteria, list, stateName, onChange, onClear, children }: {
  criteria: ListCriteria; controls?: ListCriteria; list: ProgramList | undefined; stateName?: unknown; onChange: (next: Partial<ListCriteria>) => void; onClear: () => void; children: ReactNode;
}) {
  const { t, locale } = useProgramsT();
  const { title, subtitle } = listTitles(t, criteria, list, stateName, locale);
  return (
    <div className={styles.page}>
      <Link to="/explore" className={styles.back}><ArrowLeftIcon /> {t('back')}</Link>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>{criteria.category ? t('eyebrowCategory') : t('eyebrowPlace')}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{subtitle}</p>
      </header>
      <Filters criteria={controls} onChange={onChange} onClear={onClear} active={hasFilters(controls)} />
      {children}
    </div>
  );
}

function ListLoading() {
  const { t } = useProgramsT();
  return (
    <>
      <LoadingText className={styles.count}>{t('loading')}</LoadingText>
      <CardGridSkeleton count={6} className={styles.grid} />
    </>
  );
}

function Results({ list, criteria, page, onOpen, filtered, onClear, onMore, busy }: {
  list: ProgramList; criteria: ListCriteria; page: number; onOpen: (p: ProgramSummary) => void; filtered: boolean; onClear: () => void; onMore?: () => void; busy?: boolean;
}) {
  const { t } = useProgramsT();
  const { t: listT, locale } = useListT();
  return (
    <>
      <p role="status" className={styles.count} aria-busy={busy || undefined}>
        {resultCountIn(listT, list.total, list.totalCapped, locale)}
      </p>
      {list.programs.length === 0 ? (
        <EmptyState
          title={t('empty')}
          description={filtered ? t('emptyFiltered') : undefined}
          action={filtered ? <Button variant="secondary" onClick={onClear}>{t('clear')}</Button> : undefined}
        />
      ) : (
        <ProgramGrid programs={list.programs} onOpen={onOpen} busy={busy} />
      )}
      {onMore && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={onMore}>{t('more')}</Button>
        </div>
      )}
      <PageLinks criteria={criteria} page={page} total={list.total} />
    </>
  );
}

/** The list's pages as numbered links (`?page=2`), so every program of a long list is one link away without JavaScript. */
function PageLinks({ criteria, page, total }: { criteria: ListCriteria; page: number; total: number }) {
  const { t } = useProgramsT();
  const pages = Math.ceil(total / PAGE_SIZE);
  if (pages <= 1) return null;
  const href = (n: number) => (n === 1 ? programsHref(criteria) : `${programsHref(criteria)}&page=${n}`);
  return (
    <nav aria-label={t('pages')} className={styles.pages}>
      <ul>
        {Array.from({ length: Math.min(pages, 50) }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link to={href(n)} aria-current={n === page ? 'page' : undefined}>{n}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ProgramGrid({ programs, onOpen, busy }: { programs: ProgramSummary[]; onOpen: (p: ProgramSummary) => void; busy?: boolean }) {
  const { t } = useProgramsT();
  return (
    <ul className={styles.grid} aria-label={t('list')} data-busy={busy || undefined}>
      {programs.map((program, index) => (
        <li key={program.id} className={styles.cell}>
          <ProgramCard program={program} href={programDetailsHref(program.slug)} onOpen={onOpen} priority={index < 3} />
        </li>
      ))}
    </ul>
  );
}

function SampleList({ criteria, onOpen }: { criteria: ListCriteria; onOpen: (p: ProgramSummary) => void }) {
  const data = useSampleData(true)!;
  const programs = samplePrograms(data, criteria);
  const { t } = useProgramsT();
  const { t: listT, locale } = useListT();
  return (
    <>
      <InlineMessage tone="warning" className={styles.notice}>{t('fallback')}</InlineMessage>
      <p role="status" className={styles.count}>{resultCountIn(listT, programs.length, false, locale)}</p>
      {programs.length === 0 ? <EmptyState title={t('empty')} /> : <ProgramGrid programs={programs} onOpen={onOpen} />}
    </>
  );
}

export default ProgramsPage;

/** Before the first render: the list's texts in the page's language (its own, and the cards' and counts'). */
export const prepare = (store: AppStore) => {
  const locale = selectLocale(store.getState());
  return Promise.all([programsMessages.load(locale), listMessages.load(locale)]).then(() => undefined);
};
