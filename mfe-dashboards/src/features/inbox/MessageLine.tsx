import type { ThreadMessage, ThreadSummary } from '@wellness/shared/domain';
import { cx } from '@wellness/shared/ui';
import { PENDING_PREFIX } from '@wellness/shared/api/conversations';
import { useLocale } from '@wellness/shared/contract';
import { formatDateTime } from '@wellness/shared/format';
import { isMine } from './threadText';
import styles from './inbox.module.css';

/** One line of a thread: a person's message with its sender and time, or a booking's system line, set apart. */
export function MessageLine({ message, thread }: { message: ThreadMessage; thread: Pick<ThreadSummary, 'other'> }) {
  const locale = useLocale();
  const time = <time dateTime={message.at}>{formatDateTime(message.at, locale)}</time>;
  if (message.kind === 'system')
    return (
      <li className={styles.system}>
        <span>{message.text}</span> <span className={styles.meta}>{time}</span>
      </li>
    );
  const mine = isMine(message, thread);
  const pending = message.id.startsWith(PENDING_PREFIX);
  return (
    <li className={cx(styles.message, mine && styles.mine)}>
      <p className={styles.meta}>
        <span className={styles.sender}>{mine ? 'You' : (message.sender?.name ?? '')}</span> · {pending ? 'Sending…' : time}
      </p>
      <p className={styles.text}>{message.text}</p>
    </li>
  );
}
