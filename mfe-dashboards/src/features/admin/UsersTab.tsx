import { selectUser, useAppSelector } from '@wellness/shared/contract';
import { LIST_PAGE_SIZE, type AdminUser } from '@wellness/shared/domain';
import { Badge, DataTable, InlineMessage, type DataTableColumn } from '@wellness/shared/ui';
import { formatDate, formatNumber } from '@wellness/shared/format';
import { Switch } from '../../components/Switch';
import { useAdminUsersQuery } from './api/adminUsers';
import { useSetUserStatusMutation } from './api/setUserStatus';
import { usePageParam } from '../../lib/listParams';
import { useStatusSwitch } from './useStatusSwitch';
import { useAdminT } from './messages';
import styles from './AdminDashboard.module.css';

const ROLE_LABEL = { user: 'users.roles.user', facility: 'users.roles.facility', admin: 'users.roles.admin' } as const;

/**
 * The admin's Users tab: User Management (count of every user matching the search, not of the page), join date in the
 * site's language (the one format module), the active/inactive switch; 20 a page, the page in the URL's query.
 */
export function UsersTab({ q }: { q: string }) {
  const { t, locale } = useAdminT();
  const [page, setPage] = usePageParam();
  const query = useAdminUsersQuery({ q, page });
  const { data } = query;
  const me = useAppSelector(selectUser);
  const [setStatus] = useSetUserStatusMutation();
  const { busy, message, toggle } = useStatusSwitch(setStatus);

  const columns: DataTableColumn<AdminUser>[] = [
    { header: t('users.name'), rowHeader: true, cell: (user) => user.name },
    { header: t('users.email'), className: styles.email, cell: (user) => user.email },
    { header: t('users.role'), cell: (user) => t(ROLE_LABEL[user.role]) },
    { header: t('users.joined'), cell: (user) => <time dateTime={user.joinDate}>{formatDate(user.joinDate, locale)}</time> },
    {
      header: t('users.status'),
      cell: (user) => (
        <Badge size="sm" variant={user.status === 'active' ? 'success' : 'neutral'}>
          {user.status === 'active' ? t('users.active') : t('users.inactive')}
        </Badge>
      ),
    },
    {
      header: t('users.actions'),
      cell: (user) =>
        // Admins cannot change their own account or another admin's (the API refuses with 409).
        user.role === 'admin' || user.email === me?.email ? (
          <span className={styles.muted}>—</span>
        ) : (
          <Switch checked={user.status === 'active'} busy={busy === user.id} label={t('activeFor', { name: user.name })} onChange={(on) => toggle(user.id, on)} />
        ),
    },
  ];

  return (
    <section aria-labelledby="users-title" className={styles.tabBody}>
      <h2 id="users-title" className={styles.blockTitle}>
        {t('users.title', { total: formatNumber(data?.total ?? 0, locale) })}
      </h2>
      <div aria-live="polite">{message && <InlineMessage tone="error">{message}</InlineMessage>}</div>
      <DataTable
        caption={t('users.caption')}
        columns={columns}
        rows={data?.users}
        rowKey={(user) => user.id}
        query={query}
        messages={{ loading: t('users.loading'), error: t('users.failed'), empty: t('users.empty') }}
        pagination={data && { page, pageSize: LIST_PAGE_SIZE, total: data.total, onPageChange: setPage, label: t('users.pages') }}
      />
    </section>
  );
}
