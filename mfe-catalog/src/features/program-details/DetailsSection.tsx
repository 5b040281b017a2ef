import type { ReactNode } from 'react';
import { SECTIONS, type SectionId } from './sections';
import { useDetailsT } from './messages';
import styles from './ProgramDetailsPage.module.css';

/** A section of the page, titled as the sticky nav names it; the nav scrolls to it and focuses it. */
export function DetailsSection({ id, children }: { id: SectionId; children: ReactNode }) {
  const { t } = useDetailsT();
  const title = t(SECTIONS.find((section) => section.id === id)!.key);
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
