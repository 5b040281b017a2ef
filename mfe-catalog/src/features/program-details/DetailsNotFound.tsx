import { ButtonLink } from '@wellness/shared/ui';
import { useDetailsT } from './messages';
import styles from './ProgramDetailsPage.module.css';

/** No such program (or none asked for): the spec's message and a way back to Explore. */
export function DetailsNotFound() {
  const { t } = useDetailsT();
  return (
    <div className={styles.center}>
      <h1 className={styles.centerTitle}>{t('notFound')}</h1>
      <p className={styles.muted}>{t('notFoundLead')}</p>
      <ButtonLink href="/explore" variant="primary">{t('backToExplore')}</ButtonLink>
    </div>
  );
}
