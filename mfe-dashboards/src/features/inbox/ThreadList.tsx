import { Link, selectApiBaseUrl, useAppSelector } from '@wellness/shared/contract';
import { useInboxInfiniteQuery } from '@wellness/shared/api/conversations';
import type { ThreadSummary } from '@wellness/shared/domain';
import { Button, cx, EmptyState, InlineMessage, LoadingText, VisuallyHidden } from '@wellness/shared/ui';
import { formatDate, formatDateTime } from '@wellness/shared/format';
import { imageSrc } from '../../lib/images';
import { excerpt, inboxPath, otherLabel, type InboxRole } from './threadText';
import { knownText, stateIn, useInboxT } from './messages';
import styles from './inbox.module.css';

interface ThreadListProps {
  role: InboxRole;
  /** The thread open beside the list. */
  current?: string;
  pollingInterval: number;
}

/** The caller's threads, last activity first, a page at a time: each a link to the thread, unread ones in bold. */
export function ThreadList({ role, current, pollingInterval }: ThreadListProps) {
  const { t } = useInboxT();
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage, refetch } = useInboxInfiniteQuery(undefined, { pollingInterval });
  if (isLoading) return <LoadingText>{t('list.loading')}</LoadingText>;
  if (isError && !data)
    return (
      <InlineMessage tone="error" action={<Button size="sm" variant="secondary" onClick={() => void refetch()}>{t('list.retry')}</Button>}>
        {t('list.failed')}
      </InlineMessage>
    );
  // A thread with new activity moves to the first page while later pages are still held: show it once.
  const seen = new Set<string>();
  const threads = (data?.pages ?? []).flatMap((page) => page.threads).filter((t) => !seen.has(t.id) && seen.add(t.id));
  if (threads.length === 0) return <EmptyState title={t('list.empty')} headingLevel={2} />;
  return (
    <>
      <ul className={styles.list} aria-label={t('conversations')}>
        {threads.map((thread) => (
          <ThreadItem key={thread.id} thread={thread} role={role} current={thread.id === current} />
        ))}
      </ul>
      {hasNextPage && (
        // Not disabled while loading: the button keeps the focus for the next page.
        <Button variant="secondary" size="sm" aria-busy={isFetchingNextPage || undefined} onClick={() => !isFetchingNextPage && void fetchNextPage()} className={styles.more}>
          {isFetchingNextPage ? t('list.loadingMore') : t('list.more')}
        </Button>
      )}
    </>
  );
}

function ThreadItem({ thread, role, current }: { thread: ThreadSummary; role: InboxRole; current: boolean }) {
  const { t, locale } = useInboxT();
  const apiBaseUrl = useAppSelector(selectApiBaseUrl);
  const unread = thread.unread > 0;
  return (
    <li>
      <Link to={inboxPath(role, thread.id)} aria-current={current ? 'page' : undefined} className={cx(styles.item, unread && styles.unread, current && styles.current)}>
        {thread.program.image ? (
          <img className={styles.thumb} src={imageSrc(thread.program.image, apiBaseUrl)} alt="" width={56} height={56} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.thumb} aria-hidden="true" />
        )}
        <span className={styles.itemBody}>
          <span className={styles.itemTop}>
            <span className={styles.programName}>{thread.program.name}</span>
            <time className={styles.time} dateTime={thread.updatedAt}>{formatDateTime(thread.updatedAt, locale)}</time>
          </span>
          <span className={styles.who}>{otherLabel(t, thread)}</span>
          {thread.booking && (
            <span className={styles.bookingLine}>
              {stateIn(t, thread.side, thread.booking.state)} · {formatDate(thread.booking.startDate, locale)}
            </span>
          )}
          {thread.lastMessage && <span className={styles.excerpt}>{excerpt(t, thread, (line) => knownText(t, locale, line))}</span>}
        </span>
        {unread && (
          <span className={styles.count}>
            {thread.unread}
            <VisuallyHidden> {t('list.unread', { count: thread.unread })}</VisuallyHidden>
          </span>
        )}
      </Link>
    </li>
  );
}
