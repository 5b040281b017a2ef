import type { Program } from '@wellness/shared/domain';
import { Badge } from '@wellness/shared/ui';
import { DetailsSection } from './DetailsSection';
import { DETAILS_MESSAGES } from './detailsMessages';
import styles from './ProgramDetailsPage.module.css';

/** The spec's event badges: GUEST EXPERT at even positions, SIGNATURE EVENT at odd ones. */
export const eventBadge = (index: number) => (index % 2 === 0 ? 'GUEST EXPERT' : 'SIGNATURE EVENT');

/** EVENTS & RETREATS: the program's events with their badge, or the spec's empty line. */
export function EventsSection({ program }: { program: Program }) {
  return (
    <DetailsSection id="events-retreats">
      {program.events.length === 0 ? (
        <p className={styles.muted}>{DETAILS_MESSAGES.noEvents}</p>
      ) : (
        <ul className={styles.events}>
          {program.events.map((event, i) => (
            <li key={`${event.title}-${i}`} className={styles.event}>
              <Badge variant={i % 2 === 0 ? 'accent' : 'primary'} size="sm">{eventBadge(i)}</Badge>
              <h3>{event.title}</h3>
              <p className={styles.when}>{event.when}</p>
              <p>{event.description}</p>
            </li>
          ))}
        </ul>
      )}
    </DetailsSection>
  );
}
