import { useNavigate, signedOut, useAppDispatch } from '@wellness/shared/contract';
import { Avatar, DropdownMenu } from '@wellness/shared/ui';
import { ROLE_DASHBOARD_LABEL, dashboardPathFor, type User } from '@wellness/shared/domain';
import styles from './UserMenu.module.css';

/** SPEC §2: the signed-in avatar and its menu. */
export function UserMenu({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

  return (
    <DropdownMenu
      label="Account menu"
      trigger={<Avatar firstName={user.firstName} lastName={user.lastName} email={user.email} size="sm" />}
      header={
        <div className={styles.identity}>
          <strong>{name}</strong>
          <span>{user.email}</span>
          <span className={styles.role}>{user.role.toUpperCase()}</span>
        </div>
      }
      items={[
        { label: ROLE_DASHBOARD_LABEL[user.role], onSelect: () => navigate(dashboardPathFor(user.role)) },
        {
          label: 'Logout',
          onSelect: () => {
            dispatch(signedOut());
            navigate('/');
          },
        },
      ]}
    />
  );
}
