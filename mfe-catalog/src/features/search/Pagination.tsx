import { Link } from '@wellness/shared/contract';
import { searchHref, type SearchCriteria } from '@wellness/shared/domain';
import { useSearchT } from './messages';
import styles from './SearchPage.module.css';

/** The pages a visitor is offered around `page`: the first, the last, two either side, gaps as `null`. */
export function pageWindow(page: number, last: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= last; n += 1) {
    if (n === 1 || n === last || Math.abs(n - page) <= 2) pages.push(n);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/**
 * Numbered pages as real links (`/search?…&page=3`): a crawler follows them, a visitor can open one in a new tab, and
 * the page number lives in the URL like every other criterion.
 */
export function Pagination({ criteria, last, onNavigate }: { criteria: SearchCriteria; last: number; onNavigate: (href: string) => void }) {
  const { t } = useSearchT();
  const page = Math.min(criteria.page ?? 1, last);
  if (last <= 1) return null;
  const href = (n: number) => searchHref({ ...criteria, page: n });
  return (
    <nav aria-label={t('pages.label')} className={styles.pagination}>
      <ul className={styles.pages}>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className={styles.pageLink} aria-label={t('pages.previousPage')} onClick={() => onNavigate(href(page - 1))}>{t('pages.previous')}</Link>
          ) : (
            <span className={styles.pageOff} aria-hidden="true">{t('pages.previous')}</span>
          )}
        </li>
        {pageWindow(page, last).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">…</li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                className={styles.pageLink}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pages.page', { n })}
                onClick={() => onNavigate(href(n))}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < last ? (
            <Link to={href(page + 1)} rel="next" className={styles.pageLink} aria-label={t('pages.nextPage')} onClick={() => onNavigate(href(page + 1))}>{t('pages.next')}</Link>
          ) : (
            <span className={styles.pageOff} aria-hidden="true">{t('pages.next')}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
