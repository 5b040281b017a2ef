import { formatDate } from '@wellness/shared/format';
import { useState } from 'react';
import { selectApiBaseUrl, useAppSelector } from '@wellness/shared/contract';
import { apiErrorMessage } from '@wellness/shared/api';
import type { CalendarFeed, CalendarProgram } from '@wellness/shared/host-tools';
import { Button, InlineMessage, Select, TextField } from '@wellness/shared/ui';
import { useCalendarFeedsQuery, useMakeFeedMutation, useRemoveFeedMutation } from './api/calendar';
import { useCalendarT } from './messages';
import styles from './CalendarPage.module.css';

const ALL = 'all';

/**
 * Private .ics addresses for calendar apps: one of all the host's programs, or one per program. An address is shown
 * once, when it is made (only a hash of it is kept); making it again replaces it, and stopping it revokes it.
 */
export function FeedsPanel({ programs }: { programs: CalendarProgram[] }) {
  const { t, locale } = useCalendarT();
  const feeds = useCalendarFeedsQuery();
  const [make, making] = useMakeFeedMutation();
  const [remove, removing] = useRemoveFeedMutation();
  const apiBase = useAppSelector(selectApiBaseUrl) ?? '';
  const [scope, setScope] = useState(ALL);
  const [fresh, setFresh] = useState<CalendarFeed | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameOf = (feed: CalendarFeed) => feed.programName ?? t('blockDialog.allMine');

  const get = async (programId: string | null) => {
    setError(null);
    setCopied(false);
    try {
      setFresh(await make({ programId }).unwrap());
    } catch (failure) {
      setError(apiErrorMessage(failure, t('feeds.failed')));
    }
  };
  const url = fresh?.path ? `${apiBase}${fresh.path}` : '';

  return (
    <section aria-labelledby="feeds-title" className={styles.panel}>
      <h2 id="feeds-title" className={styles.panelTitle}>
        {t('feeds.title')}
      </h2>
      <p className={styles.muted}>{t('feeds.lead')}</p>
      <p className={styles.note}>{t('feeds.refresh')}</p>
      <div className={styles.row}>
        <Select label={t('feeds.calendarOf')} value={scope} onChange={(e) => setScope(e.target.value)} options={[{ value: ALL, label: t('blockDialog.allMine') }, ...programs.map((p) => ({ value: p.id, label: p.name }))]} />
        <Button variant="secondary" busy={making.isLoading} onClick={() => get(scope === ALL ? null : scope)}>
          {t('feeds.get')}
        </Button>
      </div>
      <div aria-live="polite">
        {fresh && url && (
          <div className={styles.fresh}>
            <TextField label={t('feeds.addressOf', { name: nameOf(fresh) })} value={url} readOnly hint={t('feeds.once')} onFocus={(e) => e.currentTarget.select()} />
            <Button
              size="sm"
              variant="secondary"
              onClick={async () => {
                await navigator.clipboard?.writeText(url).catch(() => undefined);
                setCopied(true);
              }}
            >
              {copied ? t('feeds.copied') : t('feeds.copy')}
            </Button>
          </div>
        )}
        {error && <InlineMessage tone="error">{error}</InlineMessage>}
      </div>
      {feeds.data && feeds.data.length > 0 && (
        <ul className={styles.feeds} aria-label={t('feeds.inUse')}>
          {feeds.data.map((feed) => (
            <li key={feed.id}>
              <span>
                {t('feeds.given', { name: nameOf(feed), date: formatDate(feed.createdAt, locale) })}
              </span>
              <span className={styles.actions}>
                <Button size="sm" variant="ghost" onClick={() => get(feed.programId)} aria-label={t('feeds.renewOf', { name: nameOf(feed) })}>
                  {t('feeds.renew')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  busy={removing.isLoading}
                  onClick={async () => {
                    await remove(feed.id);
                    if (fresh?.id === feed.id) setFresh(null);
                  }}
                  aria-label={t('feeds.stopOf', { name: nameOf(feed) })}
                >
                  {t('feeds.stop')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
