import { entriesIn, useNavigate, signedOut, useAppDispatch, useAppSelector } from '@wellness/shared/contract';
import { Avatar, DropdownMenu } from '@wellness/shared/ui';
import type { User } from '@wellness/shared/domain';
import { useSiteNavigation } from '../../lib/navigation/NavigationContext';
import { useShellT } from '../../messages';
import styles from './UserMenu.module.css';

/** The signed-in avatar and its menu: who is signed in, the entries the remotes declare for the role, Logout. */
export function UserMenu({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const { t } = useShellT();
  const navigate = useNavigate();
  const navigation = useSiteNavigation();
  // The counts remotes keep for entries with a badge (the inbox's unread lines, set by the live channel).
  const badges = useAppSelector((state) => state.navBadges);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
  const entries = entriesIn(navigation, 'account', user.role).map(({ entry }) => ({
    label: entry.label,
    count: entry.badge ? badges[entry.badge] : undefined,
    onSelect: () => (entry.external ? window.open(entry.to, '_blank', 'noopener,noreferrer') : navigate(entry.to, { state: entry.state })),
  }));

  return (
    <DropdownMenu
      label={t('account.menu')}
      trigger={
        <>
          <Avatar firstName={user.firstName} lastName={user.lastName} email={user.email} size="sm" />
          {entries.some((e) => e.count) && <span className={styles.dot} aria-hidden="true" />}
        </>
      }
      header={
        <div className={styles.identity}>
          <strong>{name}</strong>
          <span>{user.email}</span>
          <span className={styles.role}>{user.role.toUpperCase()}</span>
        </div>
      }
      items={[
        ...entries,
        {
          label: t('account.logout'),
          onSelect: () => {
            dispatch(signedOut());
            navigate('/');
          },
        },
      ]}
    />
  );
}
