import { useEffect } from 'react';
import { useNavigate } from '@wellness/shared/contract';
import { InlineMessage } from '@wellness/shared/ui';
import { FAILURE_REDIRECT_MS } from './detailsMessages';
import { useDetailsT } from './messages';
import styles from './ProgramDetailsPage.module.css';

/** The program could not be loaded (and has no sample): the message, then back to /explore after 3 s. */
export function DetailsFailed() {
  const navigate = useNavigate();
  const { t } = useDetailsT();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/explore', { replace: true }), FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className={styles.center}>
      <h1 className={styles.centerTitle}>{t('failedTitle')}</h1>
      <InlineMessage tone="error">{t('failed')}</InlineMessage>
    </div>
  );
}
