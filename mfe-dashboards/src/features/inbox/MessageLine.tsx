import type { ThreadMessage, ThreadSummary } from '@wellness/shared/domain';
import { cx } from '@wellness/shared/ui';
import { PENDING_PREFIX } from '@wellness/shared/api/conversations';
import { formatDateTime } from '@wellness/shared/format';
import { isMine } from './threadText';
import { knownText, useInboxT } from './messages';
import styles from './inbox.module.css';

/** One line of a thread: a person's message with its sender and time, or a booking's system line, set apart. */
export function MessageLine({ message, thread }: { message: ThreadMessage; thread: Pick<ThreadSummary, 'other'> }) {
  const { t, locale } = useInboxT();
  const time = <time dateTime={message.at}>{formatDateTime(message.at, locale)}</time>;
  if (message.kind === 'system')
    return (
      <li className={styles.system}>
        <span>{knownText(t, locale, message.text)}</span> <span className={styles.meta}>{time}</span>
      </li>
    );
  const mine = isMine(message, thread);
  const pending = message.id.startsWith(PENDING_PREFIX);
  return (
    <li className={cx(styles.message, mine && styles.mine)}>
      <p className={styles.meta}>
        <span className={styles.sender}>{mine ? t('who.you') : (message.sender?.name ?? '')}</span> · {pending ? t('thread.sending') : time}
      </p>
      <p className={styles.text}>{message.text}</p>
    </li>
  );
}
