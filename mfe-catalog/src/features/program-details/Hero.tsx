import type { ReactNode } from 'react';
import type { Program } from '@wellness/shared/domain';
import { ResponsiveImage } from '@wellness/shared/ui';
import { HERO_SIZES } from '../../lib/api/programPrefetch';
import { PinIcon } from '../../components/icons';
import styles from './ProgramDetailsPage.module.css';

/** The fields of a program its hero shows as they are (the rest is formatted, or optional). */
export type HeroFields = Pick<Program, 'name' | 'location' | 'description' | 'image'>;

/** The top of the page: where, what, the lead (when there is one) and the picture (the page's largest paint), then `facts`. */
export function Hero({ program, facts, badge }: { program: HeroFields; facts: ReactNode; badge?: ReactNode }) {
  return (
    <header className={styles.hero}>
      <div className={styles.heroText}>
        <p className={styles.eyebrow}><PinIcon /> {program.location}</p>
        <h1 className={styles.title}>{program.name}</h1>
        {program.description && <p className={styles.lead}>{program.description}</p>}
        {facts}
      </div>
      <div className={styles.heroMedia}>
        {/* A program without pictures keeps the frame, empty, rather than a broken image. */}
        {program.image && <ResponsiveImage src={program.image} alt={`${program.name}, ${program.location}`} width={960} height={640} priority cover sizes={HERO_SIZES} />}
        {badge}
      </div>
    </header>
  );
}
