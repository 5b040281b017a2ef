import { selectLocale, useParams, useSearchParams, type AppStore } from '@wellness/shared/contract';
import { useLivePollingInterval } from '@wellness/shared/live';
import { BookingThread } from './BookingThread';
import { ThreadList } from './ThreadList';
import { ThreadView } from './ThreadView';
import { inboxMessages, useInboxT } from './messages';
import type { InboxRole } from './threadText';
import styles from './inbox.module.css';

/**
 * The inbox of a guest or a host (`/dashboard/{role}/inbox`) and one thread in it (`…/inbox/:threadId`): the list
 * beside the open thread on wide screens, the list and then the thread on phones. While the live channel is down
 * both ask the API again every 30 seconds.
 */
export default function InboxPage({ role }: { role: InboxRole }) {
  const { t } = useInboxT();
  const { threadId } = useParams();
  const [search] = useSearchParams();
  const pollingInterval = useLivePollingInterval();
  const bookingId = search.get('booking');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      {bookingId && !threadId ? (
        <BookingThread role={role} bookingId={bookingId} />
      ) : (
        <div className={styles.panes} data-open={threadId ? 'thread' : 'list'}>
          <section className={styles.listPane} aria-label={t('conversations')}>
            <ThreadList role={role} current={threadId} pollingInterval={pollingInterval} />
          </section>
          <div className={styles.threadPane}>
            {threadId ? (
              <ThreadView key={threadId} role={role} threadId={threadId} pollingInterval={pollingInterval} />
            ) : (
              <p className={styles.pick}>{t('pick')}</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

/** The inbox's texts in the page's language load before the page renders. */
export const prepare = (store: AppStore) => inboxMessages.load(selectLocale(store.getState()));
