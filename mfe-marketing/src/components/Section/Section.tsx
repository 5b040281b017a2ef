import type { ReactNode } from 'react';
import { cx } from '@wellness/shared/ui';
import styles from './Section.module.css';

export interface SectionCopy {
  /** Id of the heading, for aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
}

export interface SectionProps {
  copy: SectionCopy;
  children?: ReactNode;
  /** Tone of the band: the page background, a warm sand band or the deep forest one. */
  tone?: 'default' | 'muted' | 'inverse';
  /** Heading row alignment. */
  align?: 'start' | 'center';
  /** Extra content at the end of the heading row (arrows, a link). */
  aside?: ReactNode;
  className?: string;
  busy?: boolean;
}

/** A band of the page with its eyebrow, display-serif heading and lead, and generous room around it. */
export function Section({ copy, children, tone = 'default', align = 'start', aside, className, busy }: SectionProps) {
  return (
    <section className={cx(styles.section, styles[tone], className)} aria-labelledby={copy.id} aria-busy={busy || undefined}>
      <div className={styles.inner}>
        <header className={cx(styles.header, align === 'center' && styles.center)}>
          <div className={styles.titles}>
            {copy.eyebrow && <p className={styles.eyebrow}>{copy.eyebrow}</p>}
            <h2 id={copy.id} className={styles.title}>{copy.title}</h2>
            {copy.lead && <p className={styles.lead}>{copy.lead}</p>}
          </div>
          {aside && <div className={styles.aside}>{aside}</div>}
        </header>
        {children}
      </div>
    </section>
  );
}
