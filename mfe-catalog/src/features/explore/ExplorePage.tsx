import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link, selectLocale, useAppDispatch, useAppSelector, useLocation, useNavigate, type AppStore } from '@wellness/shared/contract';
import type { Category } from '@wellness/shared/domain';
import { EmptyState, InlineMessage, Tabs } from '@wellness/shared/ui';
import { useCategories } from '@wellness/shared/api/catalog';
import { prefillCategories } from '../../lib/api/categories';
import { categoryState, programsHref } from '../../lib/listCriteria';
import { ErrorBoundary } from '../../components/ErrorBoundary/ErrorBoundary';
import { CardsLoading } from './CardsLoading';
import { CategoryGrid } from './CategoryGrid';
import { EXPLORE_MESSAGES, exploreMessages, useExploreT } from './messages';
import { useForceReload } from './useForceReload';
import { selectExploreTab, selectVisitKey, tabChanged, visitStarted, type ExploreTab } from './exploreSlice';
import { SearchBox } from './SearchBox';
import styles from './ExplorePage.module.css';

export { EXPLORE_MESSAGES };

/** The page's heading in English (the catalogue's `title`). */
export const EXPLORE_TITLE = 'Explore Wellness Experiences';

// Our Destinations is not the default tab: its code (and its call) loads when it is chosen.
const DestinationsTab = lazy(() => import(/* webpackChunkName: "explore-destinations" */ './DestinationsTab'));

interface ExploreNavigationState {
  initialTab?: string;
  forceReload?: boolean;
}

/**
 * The explore page: title, search, tabs Our Program (default) and Our Destinations. `categories`: the site's server
 * renders the page with the API's categories (its server view); in the browser they come from the store.
 */
export function ExplorePage({ categories }: { categories?: Category[] } = {}) {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const nav = (location.state ?? null) as ExploreNavigationState | null;
  const visitTab: ExploreTab = nav?.initialTab === 'destinations' ? 'destinations' : 'programs';
  // Each visit starts on Our Program unless the navigation state asks for Our Destinations, from its
  // first render on (no flash of the other tab); afterwards the visitor's choice, kept in the store. One selected
  // value: the visit's start, dispatched from an effect, then changes nothing and re-renders nothing.
  const { t } = useExploreT();
  const tab = useAppSelector((state): ExploreTab => (selectVisitKey(state) === location.key ? selectExploreTab(state) : visitTab));

  useEffect(() => {
    dispatch(visitStarted({ key: location.key, tab: visitTab }));
  }, [dispatch, location.key, visitTab]);

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <SearchBox />
        <p className={styles.browseAll}>
          <Link to="/search" className={styles.browseAllLink}>{t('browseAll')}</Link>
        </p>
      </header>
      <Tabs
        label={t('tabs.label')}
        value={tab}
        onChange={(id) => dispatch(tabChanged(id as ExploreTab))}
        className={styles.tabs}
        tabs={[
          { id: 'programs', label: t('tabs.programs'), content: <Panel><ProgramsTab forceReload={nav?.forceReload === true} categories={categories} /></Panel> },
          { id: 'destinations', label: t('tabs.destinations'), content: <Panel><Suspense fallback={<CardsLoading count={8} />}><DestinationsTab forceReload={nav?.forceReload === true} /></Suspense></Panel> },
        ]}
      />
    </div>
  );
}

function Panel({ children }: { children: ReactNode }) {
  const { t } = useExploreT();
  return (
    <ErrorBoundary fallback={<InlineMessage tone="error">{t('failed')}</InlineMessage>}>
      {children}
    </ErrorBoundary>
  );
}


function ProgramsTab({ forceReload, categories }: { forceReload: boolean; categories?: Category[] }) {
  return (
    <Suspense fallback={<CardsLoading count={4} />}>
      <Categories forceReload={forceReload} given={categories} />
    </Suspense>
  );
}

function Categories({ forceReload, given }: { forceReload: boolean; given?: Category[] }) {
  const navigate = useNavigate();
  const { t } = useExploreT();
  const live = useCategories();
  useForceReload(forceReload, live.refetch);
  const { items, source } = given ? { items: given, source: 'api' as const } : live;
  if (items === undefined) return <CardsLoading count={4} />;
  const open = (category: Category) => navigate(programsHref({ category: category.slug }), { state: categoryState(category.type) });
  return (
    <>
      {source === 'sample' && <InlineMessage tone="warning" className={styles.notice}>{t('partial')}</InlineMessage>}
      {items.length === 0 ? <EmptyState title={t('noCategories')} /> : <CategoryGrid categories={items} onOpen={open} />}
    </>
  );
}

export default ExplorePage;

/**
 * Opened directly: the categories the server started with the page are in the store before the first render, and so
 * are the page's texts in its language.
 */
export const prepare = (store: AppStore) => Promise.all([prefillCategories(store), exploreMessages.load(selectLocale(store.getState()))]).then(() => undefined);
