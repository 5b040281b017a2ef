import type { Program } from '@wellness/shared/domain';
import { PinIcon } from '../../components/icons';
import { DetailsSection } from './DetailsSection';
import styles from './ProgramDetailsPage.module.css';

/** ABOUT PROGRAM: the full description in paragraphs, the highlights and the address. */
export function AboutSection({ program }: { program: Program }) {
  return (
    <DetailsSection id="about-program">
      <div className={styles.prose}>
        {(program.about || program.description).split(/\n{2,}/).map((para, i) => <p key={i}>{para}</p>)}
      </div>
      {program.highlights.length > 0 && (
        <ul className={styles.highlights}>
          {program.highlights.map((h) => <li key={h}>{h}</li>)}
        </ul>
      )}
      {program.details && <p className={styles.address}><PinIcon /> {program.details}</p>}
    </DetailsSection>
  );
}
