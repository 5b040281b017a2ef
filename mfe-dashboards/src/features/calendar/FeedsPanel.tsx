import { useLocale } from '@wellness/shared/contract';
import { formatDate } from '@wellness/shared/format';
import { useState } from 'react';
import { selectApiBaseUrl, useAppSelector } from '@wellness/shared/contract';
import { apiErrorMessage } from '@wellness/shared/api';
import { CALENDAR_MESSAGES, type CalendarFeed, type CalendarProgram } from '@wellness/shared/host-tools';
import { Button, InlineMessage, Select, TextField } from '@wellness/shared/ui';
import { useCalendarFeedsQuery, useMakeFeedMutation, useRemoveFeedMutation } from './api/calendar';
import styles from './CalendarPage.module.css';

const ALL = 'all';

/**
 * Private .ics addresses for calendar apps: one of all the host's programs, or one per program. An address is shown
 * once, when it is made (only a hash of it is kept); making it again replaces it, and stopping it revokes it.
 */
export function FeedsPanel({ programs }: { programs: CalendarProgram[] }) {
  const locale = useLocale();
  const feeds = useCalendarFeedsQuery();
  const [make, making] = useMakeFeedMutation();
  const [remove, removing] = useRemoveFeedMutation();
  const apiBase = useAppSelector(selectApiBaseUrl) ?? '';
  const [scope, setScope] = useState(ALL);
  const [fresh, setFresh] = useState<CalendarFeed | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameOf = (feed: CalendarFeed) => feed.programName ?? 'All my programs';

  const get = async (programId: string | null) => {
    setError(null);
    setCopied(false);
    try {
      setFresh(await make({ programId }).unwrap());
    } catch (failure) {
      setError(apiErrorMessage(failure, 'The address could not be made. Please try again.'));
    }
  };
  const url = fresh?.path ? `${apiBase}${fresh.path}` : '';

  return (
    <section aria-labelledby="feeds-title" className={styles.panel}>
      <h2 id="feeds-title" className={styles.panelTitle}>
        Subscribe in your calendar app
      </h2>
      <p className={styles.muted}>
        A private address (.ics) of your sessions and bookings, with guests by first name only. Anyone with the address can read it: keep it to yourself,
        and get a new one if it was shared.
      </p>
      <p className={styles.note}>{CALENDAR_MESSAGES.feedsRefresh}</p>
      <div className={styles.row}>
        <Select label="Calendar of" value={scope} onChange={(e) => setScope(e.target.value)} options={[{ value: ALL, label: 'All my programs' }, ...programs.map((p) => ({ value: p.id, label: p.name }))]} />
        <Button variant="secondary" busy={making.isLoading} onClick={() => get(scope === ALL ? null : scope)}>
          Get the address
        </Button>
      </div>
      <div aria-live="polite">
        {fresh && url && (
          <div className={styles.fresh}>
            <TextField label={`Address of ${nameOf(fresh)}`} value={url} readOnly hint="Copy it now: for your privacy it is shown only this once." onFocus={(e) => e.currentTarget.select()} />
            <Button
              size="sm"
              variant="secondary"
              onClick={async () => {
                await navigator.clipboard?.writeText(url).catch(() => undefined);
                setCopied(true);
              }}
            >
              {copied ? 'Copied' : 'Copy address'}
            </Button>
          </div>
        )}
        {error && <InlineMessage tone="error">{error}</InlineMessage>}
      </div>
      {feeds.data && feeds.data.length > 0 && (
        <ul className={styles.feeds} aria-label="Addresses in use">
          {feeds.data.map((feed) => (
            <li key={feed.id}>
              <span>
                {nameOf(feed)} · given {formatDate(feed.createdAt, locale)}
              </span>
              <span className={styles.actions}>
                <Button size="sm" variant="ghost" onClick={() => get(feed.programId)} aria-label={`New address for ${nameOf(feed)} (the old one stops working)`}>
                  New address
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  busy={removing.isLoading}
                  onClick={async () => {
                    await remove(feed.id);
                    if (fresh?.id === feed.id) setFresh(null);
                  }}
                  aria-label={`Stop the address of ${nameOf(feed)}`}
                >
                  Stop
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
