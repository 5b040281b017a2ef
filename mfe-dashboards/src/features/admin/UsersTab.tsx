import { useSyncExternalStore } from 'react';
import { selectUser, useAppSelector } from '@wellness/shared/contract';
import { Badge, InlineMessage, LoadingText } from '@wellness/shared/ui';
import { Switch } from '../../components/Switch';
import table from '../../components/table.module.css';
import { formatLocaleDate } from '../../lib/format';
import { useAdminUsersQuery } from './api/adminUsers';
import { useSetUserStatusMutation } from './api/setUserStatus';
import { useStatusSwitch } from './useStatusSwitch';
import styles from './AdminDashboard.module.css';

const ROLE_LABEL = { user: 'User', facility: 'Facility', admin: 'Admin' } as const;

const subscribeLocale = (onChange: () => void) => {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
};

/** The browser's locale (Intl's default on a server render, where there is no navigator). */
function useLocale(): string | undefined {
  return useSyncExternalStore(subscribeLocale, () => navigator.language, () => undefined);
}

/** SPEC §2 admin Users: User Management (count), join date in the locale format, the active/inactive switch. */
export function UsersTab({ q }: { q: string }) {
  const { data, isLoading, isError } = useAdminUsersQuery(q);
  const me = useAppSelector(selectUser);
  const locale = useLocale();
  const [setStatus] = useSetUserStatusMutation();
  const { busy, message, toggle } = useStatusSwitch(setStatus);

  return (
    <section aria-labelledby="users-title" className={styles.tabBody}>
      <h2 id="users-title" className={styles.blockTitle}>
        User Management ({data?.total ?? 0})
      </h2>
      <div aria-live="polite">{message && <InlineMessage tone="error">{message}</InlineMessage>}</div>
      {isLoading ? (
        <LoadingText>Loading users…</LoadingText>
      ) : isError || !data ? (
        <InlineMessage tone="error">The users could not be loaded.</InlineMessage>
      ) : (
        <div className={table.scroller}>
          <table className={table.table}>
            <caption className={table.caption}>Users</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Join Date</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.users.length === 0 ? (
                <tr>
                  <td colSpan={6}>No users found</td>
                </tr>
              ) : (
                data.users.map((user) => {
                  // Admins cannot change their own account or another admin's (the API refuses with 409).
                  const locked = user.role === 'admin' || user.email === me?.email;
                  return (
                    <tr key={user.id}>
                      <th scope="row" className={styles.rowHeader}>
                        {user.name}
                      </th>
                      <td className={styles.email}>{user.email}</td>
                      <td>{ROLE_LABEL[user.role]}</td>
                      <td>
                        <time dateTime={user.joinDate}>{formatLocaleDate(user.joinDate, locale)}</time>
                      </td>
                      <td>
                        <Badge size="sm" variant={user.status === 'active' ? 'success' : 'neutral'}>
                          {user.status === 'active' ? 'Active' : 'Inactive'}
                        </Badge>
                      </td>
                      <td>
                        {locked ? (
                          <span className={styles.muted}>—</span>
                        ) : (
                          <Switch checked={user.status === 'active'} busy={busy === user.id} label={`Active: ${user.name}`} onChange={(on) => toggle(user.id, on)} />
                        )}
                      </td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
