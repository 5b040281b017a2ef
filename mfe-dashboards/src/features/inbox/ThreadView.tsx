import { useEffect, useRef, useState } from 'react';
import { Link, selectApiBaseUrl, useAppSelector } from '@wellness/shared/contract';
import { PENDING_PREFIX, useLazyThreadQuery, useMarkThreadReadMutation, useThreadQuery } from '@wellness/shared/api/conversations';
import type { ThreadMessage } from '@wellness/shared/domain';
import type { TFunction } from '@wellness/shared/i18n';
import { Button, InlineMessage, LoadingText, visuallyHiddenClassName } from '@wellness/shared/ui';
import { imageSrc } from '../../lib/images';
import { Composer } from './Composer';
import { MessageLine } from './MessageLine';
import { ThreadBooking } from './ThreadBooking';
import { inboxPath, isMine, otherLabel, type InboxRole } from './threadText';
import { knownText, useInboxT } from './messages';
import styles from './inbox.module.css';

interface ThreadViewProps {
  role: InboxRole;
  threadId: string;
  pollingInterval: number;
}

/** What the API's refusal of a thread means to its reader. */
function threadError(t: TFunction, error: unknown): string {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 403) return t('notAParty');
  if (status === 404) return t('notFound');
  return t('thread.failed');
}

/**
 * One thread: what it is about (the program; a booking's details in the reader's words, with the owner's Confirm and
 * Decline while it is a request), its lines oldest first with earlier pages on
 * demand, and the composer. It is marked read when opened and when a new line arrives while the page is visible;
 * a line that arrives live is announced politely.
 */
export function ThreadView({ role, threadId, pollingInterval }: ThreadViewProps) {
  const { t, locale } = useInboxT();
  const { data, error, isLoading, refetch } = useThreadQuery({ threadId }, { pollingInterval });
  const [loadOlder, older] = useLazyThreadQuery();
  const [earlier, setEarlier] = useState<{ messages: ThreadMessage[]; cursor: string | null } | null>(null);
  const [olderFailed, setOlderFailed] = useState(false);
  const [markRead] = useMarkThreadReadMutation();
  const apiBaseUrl = useAppSelector(selectApiBaseUrl);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');

  // Opening a thread moves the focus to its heading (on a phone the list gave way to it).
  const loaded = Boolean(data);
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded, threadId]);

  const thread = data?.thread;
  const last = data?.messages.at(-1);
  const lastId = last && !last.id.startsWith(PENDING_PREFIX) ? last.id : undefined;
  const lastFromOther = Boolean(last && thread && !isMine(last, thread));

  // Read on open, and on each line from the other side (or a system line) while the page is seen.
  const readUpTo = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!lastId || readUpTo.current === lastId) return;
    const isFirst = readUpTo.current === undefined;
    if (!isFirst && !lastFromOther) {
      readUpTo.current = lastId;
      return;
    }
    const mark = () => {
      readUpTo.current = lastId;
      void markRead(threadId);
    };
    if (document.visibilityState !== 'hidden') return mark();
    const onVisible = () => document.visibilityState !== 'hidden' && mark();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [lastId, lastFromOther, threadId, markRead]);

  // A line from the other side that arrives after the thread was shown is read out.
  const announcedAfter = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!lastId || !last) return;
    if (announcedAfter.current !== undefined && announcedAfter.current !== lastId && lastFromOther)
      setAnnouncement(last.kind === 'system' ? knownText(t, locale, last.text) : t('thread.newFrom', { name: last.sender?.name ?? t('thread.otherSide'), text: last.text }));
    announcedAfter.current = lastId;
  }, [lastId, last, lastFromOther, t, locale]);

  if (isLoading) return <LoadingText>{t('thread.loading')}</LoadingText>;
  if (!data || !thread)
    return (
      <InlineMessage tone="error" action={threadError(t, error) === t('thread.failed') ? <Button size="sm" variant="secondary" onClick={() => void refetch()}>{t('thread.retry')}</Button> : undefined}>
        {threadError(t, error)}
      </InlineMessage>
    );

  const cursor = earlier ? earlier.cursor : data.olderCursor;
  const showEarlier = async () => {
    if (!cursor || older.isFetching) return;
    setOlderFailed(false);
    try {
      const page = await loadOlder({ threadId, before: cursor }, true).unwrap();
      setEarlier((current) => ({ messages: [...page.messages, ...(current?.messages ?? [])], cursor: page.olderCursor }));
      // The button goes when there is nothing earlier: the focus moves to the lines it showed.
      if (!page.olderCursor) requestAnimationFrame(() => listRef.current?.focus());
    } catch {
      setOlderFailed(true);
    }
  };

  const shown = new Set(data.messages.map((m) => m.id));
  const messages = [...(earlier?.messages.filter((m) => !shown.has(m.id)) ?? []), ...data.messages];

  return (
    <section className={styles.thread} aria-labelledby={`thread-${threadId}`}>
      <Link to={inboxPath(role)} className={styles.back}>
        {t('thread.back')}
      </Link>
      <header className={styles.threadHeader}>
        {thread.program.image && <img className={styles.thumb} src={imageSrc(thread.program.image, apiBaseUrl)} alt="" width={56} height={56} decoding="async" />}
        <div>
          <h2 id={`thread-${threadId}`} ref={headingRef} tabIndex={-1} className={styles.threadTitle}>
            <Link to={`/program-details/${encodeURIComponent(thread.program.slug)}`} state={{ programName: thread.program.name }}>
              {thread.program.name}
            </Link>
          </h2>
          <p className={styles.who}>{otherLabel(t, thread)}</p>
        </div>
      </header>
      {thread.booking && <ThreadBooking thread={{ side: thread.side, booking: thread.booking }} onChanged={() => void refetch()} />}
      {cursor && (
        <Button variant="ghost" size="sm" aria-busy={older.isFetching || undefined} onClick={() => void showEarlier()} className={styles.earlier}>
          {older.isFetching ? t('thread.loadingEarlier') : t('thread.earlier')}
        </Button>
      )}
      {olderFailed && <InlineMessage tone="error">{t('thread.earlierFailed')}</InlineMessage>}
      <ol ref={listRef} tabIndex={-1} className={styles.messages} aria-label={t('thread.messages')}>
        {messages.map((message) => (
          <MessageLine key={message.id} message={message} thread={thread} />
        ))}
      </ol>
      <p className={visuallyHiddenClassName} aria-live="polite">
        {announcement}
      </p>
      <Composer threadId={threadId} />
    </section>
  );
}
