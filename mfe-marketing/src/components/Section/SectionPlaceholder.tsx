import { cx } from '@wellness/shared/ui';
import { Section, type SectionCopy, type SectionProps } from './Section';
import styles from './Section.module.css';

/** A lazy section's stand-in: its heading at once, and the room (`reserve`, a height class) its content will take. */
export function SectionPlaceholder({ copy, reserve, tone, align }: { copy: SectionCopy; reserve: string | undefined } & Pick<SectionProps, 'tone' | 'align'>) {
  return (
    <Section copy={copy} tone={tone} align={align} busy>
      <div className={cx(styles.reserve, reserve)} />
    </Section>
  );
}
