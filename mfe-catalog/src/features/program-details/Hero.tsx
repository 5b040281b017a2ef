import type { ReactNode } from 'react';
import type { Program, TextLanguage } from '@wellness/shared/domain';
import { formatLocation } from '@wellness/shared/format';
import { ResponsiveImage } from '@wellness/shared/ui';
import { HERO_SIZES } from '../../lib/api/programPrefetch';
import { PinIcon } from '../../components/icons';
import { useDetailsT } from './messages';
import styles from './ProgramDetailsPage.module.css';

/** The fields of a program its hero shows as they are (the rest is formatted, or optional). */
export type HeroFields = Pick<Program, 'name' | 'location' | 'description' | 'image' | 'textLanguage'> & Partial<Pick<Program, 'country'>>;

const SHOWN_IN = { en: 'shownIn.en', es: 'shownIn.es', fr: 'shownIn.fr' } as const;

/**
 * The language of the program's texts when it is not the page's (`lang` for its texts, so a screen reader reads them
 * in it), and the label that says so; nothing when they are in the page's language. Absent: English, the original.
 */
export function useTextLanguage(program: Pick<Program, 'textLanguage'>): { lang: TextLanguage | undefined; label: string | null } {
  const { t, locale } = useDetailsT();
  const shown = program.textLanguage ?? 'en';
  return shown === locale ? { lang: undefined, label: null } : { lang: shown, label: t(SHOWN_IN[shown]) };
}

/** The top of the page: where, what, the lead (when there is one) and the picture (the page's largest paint), then `facts`. */
export function Hero({ program, facts, badge }: { program: HeroFields; facts: ReactNode; badge?: ReactNode }) {
  const { lang, label } = useTextLanguage(program);
  const { locale } = useDetailsT();
  const location = formatLocation(program.location, program.country, locale);
  return (
    <header className={styles.hero}>
      <div className={styles.heroText}>
        <p className={styles.eyebrow}><PinIcon /> {location}</p>
        <h1 className={styles.title} lang={lang}>{program.name}</h1>
        {label && <p className={styles.shownIn}>{label}</p>}
        {program.description && <p className={styles.lead} lang={lang}>{program.description}</p>}
        {facts}
      </div>
      <div className={styles.heroMedia}>
        {/* A program without pictures keeps the frame, empty, rather than a broken image. */}
        {program.image && <ResponsiveImage src={program.image} alt={`${program.name}, ${location}`} width={960} height={640} priority cover sizes={HERO_SIZES} />}
        {badge}
      </div>
    </header>
  );
}
