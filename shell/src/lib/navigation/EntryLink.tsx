import { isCurrentEntry, Link, selectNavBadge, useAppSelector, useLocation, type NavEntry } from '@wellness/shared/contract';
import type { Locale } from '@wellness/shared/format';
import { useShellT } from '../../messages';
import { VisuallyHidden } from '@wellness/shared/ui';
import styles from './EntryLink.module.css';

/** The count a remote keeps in the store for an entry (`badge`), shown beside its label when there is one. */
function Badge({ name }: { name: string }) {
  const count = useAppSelector((state) => selectNavBadge(state, name));
  return count > 0 ? (
    <>
      {' '}
      <span className={styles.badge}>{count}</span>
    </>
  ) : null;
}

/** An entry's label in the page's language, its English one where the remote gave none. */
export const entryLabel = (entry: NavEntry, locale: Locale) => (locale !== 'en' && entry.labels?.[locale]) || entry.label;

/**
 * A menu entry a remote declares, as a link: a path of the site (marked as the current page when it is, if
 * `markCurrent`), or an address elsewhere, opened in a new tab.
 */
export function EntryLink({ entry, className, markCurrent = false, onNavigate }: { entry: NavEntry; className?: string; markCurrent?: boolean; onNavigate?: () => void }) {
  const location = useLocation();
  const { t, locale } = useShellT();
  const label = entryLabel(entry, locale);
  if (entry.external) {
    return (
      <a className={className} href={entry.to} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {label}
        <VisuallyHidden> {t('link.newTab')}</VisuallyHidden>
      </a>
    );
  }
  const current = markCurrent && isCurrentEntry(entry, location);
  return (
    // A plain Link: NavLink would mark every entry to the same path current, whatever state it opens with.
    <Link to={entry.to} state={entry.state} className={className} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
      {label}
      {entry.badge && <Badge name={entry.badge} />}
    </Link>
  );
}
