import type { Program } from '@wellness/shared/domain';
import { DetailsSection } from './DetailsSection';
import styles from './ProgramDetailsPage.module.css';

/** DAILY SCHEDULE: the day's times and what happens, or a line saying it is tailored on arrival. */
export function ScheduleSection({ program }: { program: Program }) {
  return (
    <DetailsSection id="daily-schedule">
      {program.dailySchedule.length === 0 ? (
        <p className={styles.muted}>Your daily schedule is tailored with you on arrival.</p>
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
