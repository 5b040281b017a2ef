import { lazy, Suspense } from 'react';
import { LoadingText, Tabs, TextField } from '@wellness/shared/ui';
import { useQueryParams, useSearchParam } from '../../lib/listParams';
import { loadingTexts } from '../../messages';
import { adminMessages, useAdminT } from './messages';
import { AnalyticsPanel } from './AnalyticsPanel';
import { FacilitiesTab } from './FacilitiesTab';
import { ProgramsTab } from './ProgramsTab';
import { UsersTab } from './UsersTab';
import styles from './AdminDashboard.module.css';

// Loaded when the Reviews tab is first opened: the moderation form (and zod) stay out of the panel's first paint.
const ReviewsTab = lazy(() => import(/* webpackChunkName: "admin-reviews" */ './ReviewsTab'));
// Credentials hosts sent for review, loaded when the tab is first opened.
const CredentialsTab = lazy(() => import(/* webpackChunkName: "admin-credentials" */ './CredentialsTab'));

/** The admin panel's tabs, in the spec's order, then Reviews (reported reviews to moderate) and Credentials (to verify). */
export const ADMIN_TABS = [
  { id: 'programs', label: 'tabs.programs', search: 'search.programs' },
  { id: 'facilities', label: 'tabs.facilities', search: 'search.facilities' },
  { id: 'users', label: 'tabs.users', search: 'search.users' },
  { id: 'reviews', label: 'tabs.reviews', search: 'search.reviews' },
  { id: 'credentials', label: 'tabs.credentials', search: 'search.credentials' },
] as const;
type TabId = (typeof ADMIN_TABS)[number]['id'];

/** The URL query keys of the tabs' pages: a new search or another tab starts them again from the first page. */
export const ADMIN_PAGE_KEYS = ['page', 'approvedPage', 'rejectedPage'] as const;

/**
 * /dashboard/admin: ADMIN PANEL with its tabs, the search of the open tab, and Platform Analytics. The open tab, its
 * search and its pages are in the URL's query (tab, q, page…), so a reload or a shared link shows the same list.
 */
export function AdminDashboard() {
  const { t } = useAdminT();
  const [params, update] = useQueryParams();
  const tab = ADMIN_TABS.find((t) => t.id === params.get('tab'))?.id ?? 'programs';
  const { q: urlQ, text, setText } = useSearchParam('q', ADMIN_PAGE_KEYS);
  const q = urlQ.trim();
  const setTab = (id: TabId) => update({ tab: id === 'programs' ? null : id, q: null, ...Object.fromEntries(ADMIN_PAGE_KEYS.map((k) => [k, null])) });
  const search = t(ADMIN_TABS.find((entry) => entry.id === tab)!.search);
  return (
    <section aria-labelledby="admin-title" className={styles.page}>
      <h1 id="admin-title" className={styles.title}>
        {t('title')}
      </h1>
      <AnalyticsPanel />
      <div role="search" className={styles.search}>
        <TextField
          label={search}
          hideLabel
          type="search"
          placeholder={`${search}...`}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <Tabs
        label={t('tabsLabel')}
        value={tab}
        onChange={(id) => setTab(id as TabId)}
        tabs={[
          { id: 'programs', label: t('tabs.programs'), content: <ProgramsTab q={tab === 'programs' ? q : ''} /> },
          { id: 'facilities', label: t('tabs.facilities'), content: <FacilitiesTab q={tab === 'facilities' ? q : ''} /> },
          { id: 'users', label: t('tabs.users'), content: <UsersTab q={tab === 'users' ? q : ''} /> },
          {
            id: 'reviews',
            label: t('tabs.reviews'),
            content: (
              <Suspense fallback={<LoadingText>{t('loadingReviews')}</LoadingText>}>
                <ReviewsTab q={tab === 'reviews' ? q : ''} />
              </Suspense>
            ),
          },
          {
            id: 'credentials',
            label: t('tabs.credentials'),
            content: (
              <Suspense fallback={<LoadingText>{t('loadingCredentials')}</LoadingText>}>
                <CredentialsTab q={tab === 'credentials' ? q : ''} />
              </Suspense>
            ),
          },
        ]}
      />
    </section>
  );
}

export const prepare = loadingTexts(adminMessages);

export default AdminDashboard;
