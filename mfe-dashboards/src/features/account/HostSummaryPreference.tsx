import { useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { InlineMessage } from '@wellness/shared/ui';
import { Switch } from '../../components/Switch';
import { useHostSummaryQuery, useSaveHostSummaryMutation } from './api/hostSummary';
import { useAccountT } from './messages';
import styles from './account.module.css';

/**
 * A host's daily summary email (requests waiting, questions waiting, tomorrow's arrivals), on or off. Saved as soon as
 * it is switched: it is its own setting, beside the form of the others.
 */
export function HostSummaryPreference() {
  const { t } = useAccountT();
  const query = useHostSummaryQuery();
  const [save, { isLoading }] = useSaveHostSummaryMutation();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const enabled = query.data?.enabled ?? true;

  const change = async (next: boolean) => {
    setMessage(null);
    try {
      await save({ enabled: next }).unwrap();
      setMessage({ tone: 'success', text: next ? t('summary.on') : t('summary.off') });
    } catch (failure) {
      setMessage({ tone: 'error', text: apiErrorMessage(failure, t('summary.failed')) });
    }
  };

  return (
    <section aria-labelledby="host-summary-title" className={styles.hostSummary}>
      <h2 id="host-summary-title" className={styles.sectionTitle}>
        {t('summary.title')}
      </h2>
      <div className={styles.switchRow}>
        <Switch label={t('summary.label')} checked={enabled} busy={isLoading || query.isLoading} onChange={change} />
        <div>
          <p className={styles.switchLabel} aria-hidden="true">
            {t('summary.label')}
          </p>
          <p className={styles.switchHint}>{t('summary.hint')}</p>
        </div>
      </div>
      <div aria-live="polite">{message && <InlineMessage tone={message.tone}>{message.text}</InlineMessage>}</div>
    </section>
  );
}
