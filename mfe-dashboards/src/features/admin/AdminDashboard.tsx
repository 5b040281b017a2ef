import { lazy, Suspense, useState } from 'react';
import { LoadingText, Tabs, TextField, useDebounced } from '@wellness/shared/ui';
import { AnalyticsPanel } from './AnalyticsPanel';
import { FacilitiesTab } from './FacilitiesTab';
import { ProgramsTab } from './ProgramsTab';
import { UsersTab } from './UsersTab';
import styles from './AdminDashboard.module.css';

// Loaded when the Reviews tab is first opened: the moderation form (and zod) stay out of the panel's first paint.
const ReviewsTab = lazy(() => import(/* webpackChunkName: "admin-reviews" */ './ReviewsTab'));

/** How long the search waits for the typing to settle before it asks the API. */
const SEARCH_DEBOUNCE_MS = 250;

/** The admin panel's tabs, in the spec's order, then Reviews (reported reviews to moderate). */
export const ADMIN_TABS = [
  { id: 'programs', label: 'Programs' },
  { id: 'facilities', label: 'Facilities' },
  { id: 'users', label: 'Users' },
  { id: 'reviews', label: 'Reviews' },
] as const;
type TabId = (typeof ADMIN_TABS)[number]['id'];

/** /dashboard/admin: ADMIN PANEL with its tabs, the search of the open tab, and Platform Analytics. */
export function AdminDashboard() {
  const [tab, setTab] = useState<TabId>('programs');
  const [search, setSearch] = useState<Record<TabId, string>>({ programs: '', facilities: '', users: '', reviews: '' });
  const q = useDebounced(search[tab].trim(), SEARCH_DEBOUNCE_MS);
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
          value={search[tab]}
          onChange={(e) => setSearch({ ...search, [tab]: e.target.value })}
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
        ]}
      />
    </section>
  );
}

export default AdminDashboard;
