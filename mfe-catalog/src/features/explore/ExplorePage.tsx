import { Suspense, useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector, useLocation, useNavigate } from '@wellness/shared/contract';
import type { Category } from '@wellness/shared/domain';
import { EmptyState, InlineMessage, LoadingText, Tabs } from '@wellness/shared/ui';
import { useCategories } from '../../lib/api/categories';
import { useDestinations } from '../../lib/api/destinations';
import { categoryState, locationState, programsHref } from '../../lib/listCriteria';
import { ErrorBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { CategoryGrid, CategoryGridSkeleton } from './CategoryGrid';
import { DestinationGrid, DestinationGridSkeleton } from './DestinationGrid';
import { countryToggled, selectExpandedCountry, selectExploreTab, selectVisitKey, tabChanged, visitStarted, type ExploreTab } from './exploreSlice';
import { SearchBox } from './SearchBox';
import styles from './ExplorePage.module.css';

export const EXPLORE_MESSAGES = {
  partial: 'Failed to load some data. Showing available content.',
  failed: 'Failed to load data. Please try again later.',
  loading: 'Loading wellness experiences...',
  noCategories: 'No program categories found',
  noDestinations: 'No destinations found',
} as const;

interface ExploreNavigationState {
  initialTab?: string;
  forceReload?: boolean;
}

/** SPEC §2 Explore page: title, search, tabs Our Program (default) and Our Destinations. */
export function ExplorePage() {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const nav = (location.state ?? null) as ExploreNavigationState | null;
  const storedTab = useAppSelector(selectExploreTab);
  const visitTab: ExploreTab = nav?.initialTab === 'destinations' ? 'destinations' : 'programs';
  // Each visit starts on Our Program unless the navigation state asks for Our Destinations (SPEC §2), from its
  // first render on (no flash of the other tab); afterwards the visitor's choice, kept in the store.
  const visitKey = useAppSelector(selectVisitKey);
  const tab: ExploreTab = visitKey === location.key ? storedTab : visitTab;

  useEffect(() => {
    dispatch(visitStarted({ key: location.key, tab: visitTab }));
  }, [dispatch, location.key, visitTab]);

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>Curated worldwide</p>
        <h1 className={styles.title}>Explore Wellness Experiences</h1>
        <p className={styles.lead}>Search retreats, clinics and longevity programs, or browse by theme and destination.</p>
        <SearchBox />
      </header>
      <Tabs
        label="Explore by"
        value={tab}
        onChange={(id) => dispatch(tabChanged(id as ExploreTab))}
        className={styles.tabs}
        tabs={[
          { id: 'programs', label: 'Our Program', content: <Panel><ProgramsTab forceReload={nav?.forceReload === true} /></Panel> },
          { id: 'destinations', label: 'Our Destinations', content: <Panel><DestinationsTab forceReload={nav?.forceReload === true} /></Panel> },
        ]}
      />
    </div>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={<InlineMessage tone="error">{EXPLORE_MESSAGES.failed}</InlineMessage>}>
      {children}
    </ErrorBoundary>
  );
}

function useForceReload(forceReload: boolean, refetch: () => unknown) {
  useEffect(() => {
    if (forceReload) refetch();
    // once per visit
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [forceReload]);
}

function ProgramsTab({ forceReload }: { forceReload: boolean }) {
  return (
    <Suspense fallback={<CategoriesLoading />}>
      <Categories forceReload={forceReload} />
    </Suspense>
  );
}

function CategoriesLoading() {
  return (
    <>
      <LoadingText className={styles.loading}>{EXPLORE_MESSAGES.loading}</LoadingText>
      <CategoryGridSkeleton />
    </>
  );
}

function Categories({ forceReload }: { forceReload: boolean }) {
  const navigate = useNavigate();
  const { items, source, refetch } = useCategories();
  useForceReload(forceReload, refetch);
  if (source === 'loading') return <CategoriesLoading />;
  const open = (category: Category) => navigate(programsHref({ category: category.slug }), { state: categoryState(category.type) });
  return (
    <>
      {source === 'sample' && <InlineMessage tone="warning" className={styles.notice}>{EXPLORE_MESSAGES.partial}</InlineMessage>}
      {items.length === 0 ? <EmptyState title={EXPLORE_MESSAGES.noCategories} /> : <CategoryGrid categories={items} onOpen={open} />}
    </>
  );
}

function DestinationsTab({ forceReload }: { forceReload: boolean }) {
  return (
    <Suspense fallback={<DestinationsLoading />}>
      <Destinations forceReload={forceReload} />
    </Suspense>
  );
}

function DestinationsLoading() {
  return (
    <>
      <LoadingText className={styles.loading}>{EXPLORE_MESSAGES.loading}</LoadingText>
      <DestinationGridSkeleton />
    </>
  );
}

function Destinations({ forceReload }: { forceReload: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const expanded = useAppSelector(selectExpandedCountry);
  const { items, source, refetch } = useDestinations();
  useForceReload(forceReload, refetch);
  if (source === 'loading') return <DestinationsLoading />;
  return (
    <>
      {source === 'sample' && <InlineMessage tone="warning" className={styles.notice}>{EXPLORE_MESSAGES.partial}</InlineMessage>}
      {items.length === 0 ? (
        <EmptyState title={EXPLORE_MESSAGES.noDestinations} />
      ) : (
        <DestinationGrid
          destinations={items}
          expanded={expanded}
          onToggle={(country) => dispatch(countryToggled(country))}
          onCity={(country, city) => navigate(programsHref({ country, city }), { state: locationState(country, city) })}
        />
      )}
    </>
  );
}

export default ExplorePage;
