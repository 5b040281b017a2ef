import { Button } from '../Button/Button';
import { useUiT } from '@wellness/shared/contract';
import { formatNumber } from '../../format';
import styles from './DataTable.module.css';

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  /** The rows of the whole list (its filter and search), not of the page. */
  total: number;
  onPageChange: (page: number) => void;
  /** Names the navigation, e.g. "Users pages". */
  label: string;
}

/**
 * Previous and Next around "Page 2 of 3 · 21–40 of 55". Nothing when everything fits one page (and that page is the
 * first: a page past the end, from an old link, still offers the way back). The page text is a polite live region,
 * so a screen reader hears where a click led.
 */
export function Pagination({ page, pageSize, total, onPageChange, label }: PaginationProps) {
  const { t, locale } = useUiT();
  const n = (value: number) => formatNumber(value, locale);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  const from = Math.min(total, (page - 1) * pageSize + 1);
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className={styles.pagination}>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPageChange(Math.min(page - 1, pages))} aria-label={t('pages.previousPage')}>
        {t('pages.previous')}
      </Button>
      <span aria-live="polite" className={styles.pageText}>
        {t('pages.page', { page: n(page), pages: n(pages) })}
        {total > 0 && page <= pages && (
          <span className={styles.range}>
            {' '}
            {t('pages.range', { from: n(from), to: n(to), total: n(total) })}
          </span>
        )}
      </span>
      <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)} aria-label={t('pages.nextPage')}>
        {t('pages.next')}
      </Button>
    </nav>
  );
}
