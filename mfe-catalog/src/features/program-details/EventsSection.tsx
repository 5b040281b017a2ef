import type { Program } from '@wellness/shared/domain';
import { Badge } from '@wellness/shared/ui';
import { DetailsSection } from './DetailsSection';
import { detailsMessages, useDetailsT } from './messages';
import styles from './ProgramDetailsPage.module.css';

/** The spec's event badges: GUEST EXPERT at even positions, SIGNATURE EVENT at odd ones. */
const badgeKey = (index: number) => (index % 2 === 0 ? 'events.expert' : 'events.signature');
/** The badge in English. */
export const eventBadge = (index: number) => detailsMessages.fixedT('en')(badgeKey(index));

/** EVENTS & RETREATS: the program's events with their badge, or the spec's empty line. */
export function EventsSection({ program }: { program: Program }) {
  const { t } = useDetailsT();
  return (
    <DetailsSection id="events-retreats">
      {program.events.length === 0 ? (
        <p className={styles.muted}>{t('events.none')}</p>
      ) : (
        <ul className={styles.events}>
          {program.events.map((event, i) => (
            <li key={`${event.title}-${i}`} className={styles.event}>
              <Badge variant={i % 2 === 0 ? 'accent' : 'primary'} size="sm">{t(badgeKey(i))}</Badge>
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
