import type { Program } from '@wellness/shared/domain';
import { DetailsSection } from './DetailsSection';
import { useDetailsT } from './messages';
import styles from './ProgramDetailsPage.module.css';

/** What DAILY SCHEDULE says for a program whose host gave no schedule (no promise the host did not make). */
export const NO_SCHEDULE = 'No daily schedule has been shared for this program yet.';

/** DAILY SCHEDULE: the day's times and what happens, or a line saying none was shared. */
export function ScheduleSection({ program }: { program: Program }) {
  const { t } = useDetailsT();
  return (
    <DetailsSection id="daily-schedule">
      {program.dailySchedule.length === 0 ? (
        <p className={styles.muted}>{t('schedule.none')}</p>
      ) : (
        <ol className={styles.schedule}>
          {program.dailySchedule.map((item, i) => (
            <li key={`${item.time}-${i}`}>
              <span className={styles.time}>{item.time}</span>
              <div>
                <h3>{item.title}</h3>
                <p>{item.description}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </DetailsSection>
  );
}
