import { Suspense, useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '@wellness/shared/contract';
import { readSearchParams, searchHref, type ProgramList, type ProgramSummary } from '@wellness/shared/domain';
import { Button, EmptyState, InlineMessage, LoadingText } from '@wellness/shared/ui';
import { samplePrograms, useCatalogProgramsQuery } from '@wellness/shared/api/catalog';
import { useSampleData } from '@wellness/shared/fallback';
import {
  criteriaFromSearch, criteriaFromState, FILTER_KEYS, hasFilters, programDetailsHref, programsHref, type ListCriteria,
} from '../../lib/listCriteria';
import { ErrorBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { ProgramCard } from '../../components/ProgramCard/ProgramCard';
import { CardGridSkeleton } from '../../components/ProgramCard/CardGridSkeleton';
import { ArrowLeftIcon } from '../../components/icons';
import { Filters } from './Filters';
import styles from './ProgramsPage.module.css';

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

/**
 * The programs list: a category's or a place's programs, with issue 11's filters and sort. The criteria live in
 * the URL query; the spec's navigation state is accepted as the way in and written to the query at once.
 */
export function ProgramsPage() {
  const location = useLocation();
  const fromQuery = useMemo(() => criteriaFromSearch(new URLSearchParams(location.search)), [location.search]);
  if (!fromQuery.category && !fromQuery.country) {
    const fromState = criteriaFromState(location.state);
    if (fromState) return <Navigate to={programsHref({ ...fromState, ...fromQuery })} replace state={location.state} />;
    // No category and no place: the whole catalogue is the search page's, with the filters the list was given.
    return <Navigate to={searchHref(readSearchParams(new URLSearchParams(location.search)).criteria)} replace state={null} />;
  }
  return <ProgramsList criteria={fromQuery} />;
}

function ProgramsList({ criteria }: { criteria: ListCriteria }) {
  const navigate = useNavigate();
  const location = useLocation();
  const stateName = (location.state as { categoryType?: unknown } | null)?.categoryType;
  const [shown, setShown] = useState(PAGE_SIZE);
  const limit = Math.min(shown, MAX_SHOWN);
  const query = useCatalogProgramsQuery({ ...criteria, limit });
  const filtered = hasFilters(criteria);

  const firstGroup = query.data?.programs[0]?.groupName;
  const place = criteria.city ? `${criteria.city}, ${criteria.country}` : criteria.country;
  const categoryName = typeof stateName === 'string' && stateName ? stateName : firstGroup || (criteria.category ? titleCase(criteria.category) : '');
  const title = criteria.category ? categoryName : `Wellness Programs in ${place}`;
  const subtitle = criteria.category
    ? `Retreats and programs of our ${categoryName} collection, chosen for their results and their setting.`
    : `Retreats, clinics and longevity programs in ${place}, hand-picked by our concierge team.`;

  const update = (next: Partial<ListCriteria>) => {
    setShown(PAGE_SIZE);
    navigate(programsHref({ ...criteria, ...next }), { replace: true, state: location.state });
  };
  const clear = () => update(Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined])) as Partial<ListCriteria>);
  const open = (program: ProgramSummary) => navigate(programDetailsHref(program.slug), { state: { programName: program.name } });

  // A failed list, or an empty one without filters, falls back to the local data of the category or place.
  const apiEmpty = query.data !== undefined && query.data.total === 0 && !filtered;
  const fallback = (query.isError && !query.isFetching) || apiEmpty;

  return (
    <div className={styles.page}>
      <Link to="/explore" className={styles.back}><ArrowLeftIcon /> Explore</Link>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>{criteria.category ? 'Wellness Programs' : 'Destination'}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{subtitle}</p>
      </header>
      <Filters criteria={criteria} onChange={update} onClear={clear} active={filtered} />
      <ErrorBoundary fallback={<InlineMessage tone="error">{PROGRAMS_MESSAGES.failed}</InlineMessage>}>
        <Suspense fallback={<ListLoading />}>
          {fallback ? (
            <SampleList criteria={criteria} onOpen={open} />
          ) : query.data && !query.isFetching ? (
            <Results list={query.data} onOpen={open} filtered={filtered} onClear={clear} onMore={query.data.total > query.data.programs.length && limit < MAX_SHOWN ? () => setShown((n) => n + PAGE_SIZE) : undefined} />
          ) : query.data ? (
            <Results list={query.data} onOpen={open} filtered={filtered} onClear={clear} busy />
          ) : (
            <ListLoading />
          )}
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function ListLoading() {
  return (
    <>
      <LoadingText className={styles.count}>{PROGRAMS_MESSAGES.loading}</LoadingText>
      <CardGridSkeleton count={6} className={styles.grid} bodyHeight="15rem" />
    </>
  );
}

function Results({ list, onOpen, filtered, onClear, onMore, busy }: {
  list: ProgramList; onOpen: (p: ProgramSummary) => void; filtered: boolean; onClear: () => void; onMore?: () => void; busy?: boolean;
}) {
  return (
    <>
      <p role="status" className={styles.count} aria-busy={busy || undefined}>
        {list.total === 1 ? '1 program' : `${list.total.toLocaleString('en-US')}${list.totalCapped ? '+' : ''} programs`}
      </p>
      {list.programs.length === 0 ? (
        <EmptyState
          title={PROGRAMS_MESSAGES.empty}
          description={filtered ? PROGRAMS_MESSAGES.emptyFiltered : undefined}
          action={filtered ? <Button variant="secondary" onClick={onClear}>Clear filters</Button> : undefined}
        />
      ) : (
        <ProgramGrid programs={list.programs} onOpen={onOpen} busy={busy} />
      )}
      {onMore && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={onMore}>Show more programs</Button>
        </div>
      )}
    </>
  );
}

function ProgramGrid({ programs, onOpen, busy }: { programs: ProgramSummary[]; onOpen: (p: ProgramSummary) => void; busy?: boolean }) {
  return (
    <ul className={styles.grid} aria-label="Programs" data-busy={busy || undefined}>
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
  return (
    <>
      <InlineMessage tone="warning" className={styles.notice}>{PROGRAMS_MESSAGES.fallback}</InlineMessage>
      <p role="status" className={styles.count}>{programs.length === 1 ? '1 program' : `${programs.length} programs`}</p>
      {programs.length === 0 ? <EmptyState title={PROGRAMS_MESSAGES.empty} /> : <ProgramGrid programs={programs} onOpen={onOpen} />}
    </>
  );
}

export default ProgramsPage;
