import type { ReactNode } from 'react';
import { SECTIONS, type SectionId } from './sections';
import styles from './ProgramDetailsPage.module.css';

/** A section of the page, titled as the sticky nav names it; the nav scrolls to it and focuses it. */
export function DetailsSection({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find((section) => section.id === id)!.label;
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
