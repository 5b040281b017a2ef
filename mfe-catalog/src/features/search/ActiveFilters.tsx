import { Link } from '@wellness/shared/contract';
import { searchHref } from '@wellness/shared/domain';
import { CloseIcon } from '../../components/icons';
import type { ActiveFilter } from './searchLabels';
import { useSearchT } from './messages';
import styles from './SearchPage.module.css';

/**
 * The active filters as chips, each a link to the same search without it (so it also works as a plain link and reads
 * "Remove …"), and "Clear all". The empty results list the same links as the filters to loosen.
 */
export function ActiveFilters({ filters, clearAllHref, onNavigate, label }: {
  filters: ActiveFilter[];
  clearAllHref?: string;
  onNavigate: (href: string) => void;
  label?: string;
}) {
  const { t } = useSearchT();
  if (filters.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={label ?? t('chips')}>
      {filters.map((filter) => (
        <li key={filter.key}>
          <Link to={searchHref(filter.without)} className={styles.chip} aria-label={t('remove', { label: filter.label })} onClick={() => onNavigate(searchHref(filter.without))}>
            <span>{filter.label}</span>
            <CloseIcon />
          </Link>
        </li>
      ))}
      {clearAllHref && (
        <li>
          <Link to={clearAllHref} className={styles.clearAll} onClick={() => onNavigate(clearAllHref)}>{t('clearAll')}</Link>
        </li>
      )}
    </ul>
  );
}
