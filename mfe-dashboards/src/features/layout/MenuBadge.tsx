import { selectNavBadge, useAppSelector } from '@wellness/shared/contract';
import { VisuallyHidden } from '@wellness/shared/ui';
import { useDashboardsT } from '../../messages';
import styles from './DashboardLayout.module.css';

/** The count the store keeps for a side-menu entry (`badge`, such as the unread messages), when there is one. */
export function MenuBadge({ name }: { name: string }) {
  const { t } = useDashboardsT();
  const count = useAppSelector((state) => selectNavBadge(state, name));
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <span className={styles.badge}>{count}</span>
      <VisuallyHidden>{t('layout.unread')}</VisuallyHidden>
    </>
  );
}
