import { lazy, Suspense } from 'react';
import { LoadingText, Tabs, TextField } from '@wellness/shared/ui';
import { useQueryParams, useSearchParam } from '../../lib/listParams';
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
  { id: 'programs', label: 'Programs' },
  { id: 'facilities', label: 'Facilities' },
  { id: 'users', label: 'Users' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'credentials', label: 'Credentials' },
] as const;
type TabId = (typeof ADMIN_TABS)[number]['id'];

/** The URL query keys of the tabs' pages: a new search or another tab starts them again from the first page. */
export const ADMIN_PAGE_KEYS = ['page', 'approvedPage', 'rejectedPage'] as const;

/**
 * /dashboard/admin: ADMIN PANEL with its tabs, the search of the open tab, and Platform Analytics. The open tab, its
 * search and its pages are in the URL's query (tab, q, page…), so a reload or a shared link shows the same list.
 */
export function AdminDashboard() {
  const [params, update] = useQueryParams();
  const tab = ADMIN_TABS.find((t) => t.id === params.get('tab'))?.id ?? 'programs';
  const { q: urlQ, text, setText } = useSearchParam('q', ADMIN_PAGE_KEYS);
  const q = urlQ.trim();
  const setTab = (id: TabId) => update({ tab: id === 'programs' ? null : id, q: null, ...Object.fromEntries(ADMIN_PAGE_KEYS.map((k) => [k, null])) });
  const label = ADMIN_TABS.find((t) => t.id === tab)!.label;
  return (
    <section aria-labelledby="admin-title" className={styles.page}>
      <h1 id="admin-title" className={styles.title}>
        ADMIN PANEL
      </h1>
      <AnalyticsPanel />
      <div role="search" className={styles.search}>
        <TextField
          label={`Search ${label}`}
          hideLabel
          type="search"
          placeholder={`Search ${label}...`}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <Tabs
        label="Admin panel"
        value={tab}
        onChange={(id) => setTab(id as TabId)}
        tabs={[
          { id: 'programs', label: 'Programs', content: <ProgramsTab q={tab === 'programs' ? q : ''} /> },
          { id: 'facilities', label: 'Facilities', content: <FacilitiesTab q={tab === 'facilities' ? q : ''} /> },
          { id: 'users', label: 'Users', content: <UsersTab q={tab === 'users' ? q : ''} /> },
          {
            id: 'reviews',
            label: 'Reviews',
            content: (
              <Suspense fallback={<LoadingText>Loading reported reviews…</LoadingText>}>
                <ReviewsTab q={tab === 'reviews' ? q : ''} />
              </Suspense>
            ),
          },
          {
            id: 'credentials',
            label: 'Credentials',
            content: (
              <Suspense fallback={<LoadingText>Loading credentials…</LoadingText>}>
                <CredentialsTab q={tab === 'credentials' ? q : ''} />
              </Suspense>
            ),
          },
        ]}
      />
    </section>
  );
}

export default AdminDashboard;
