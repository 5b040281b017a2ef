import { ButtonLink } from '@wellness/shared/ui';
import { DETAILS_MESSAGES } from './detailsMessages';
import styles from './ProgramDetailsPage.module.css';

/** No such program (or none asked for): the spec's message and a way back to Explore. */
export function DetailsNotFound() {
  return (
    <div className={styles.center}>
      <h1 className={styles.centerTitle}>{DETAILS_MESSAGES.notFound}</h1>
      <p className={styles.muted}>The program may have been renamed or is no longer offered.</p>
      <ButtonLink href="/explore" variant="primary">Back to Explore</ButtonLink>
    </div>
  );
}
