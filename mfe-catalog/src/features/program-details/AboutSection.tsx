import { aboutParagraphs, detailsLine, type Program } from '@wellness/shared/domain';
import { PinIcon } from '../../components/icons';
import { DetailsSection } from './DetailsSection';
import { useTextLanguage } from './Hero';
import styles from './ProgramDetailsPage.module.css';

/** ABOUT PROGRAM: the full description in paragraphs, the highlights and the address, each text once. */
export function AboutSection({ program }: { program: Program }) {
  const details = detailsLine(program);
  // Its texts in another language than the page's are marked so (the hero says which).
  const { lang } = useTextLanguage(program);
  return (
    <DetailsSection id="about-program">
      <div className={styles.prose} lang={lang}>
        {aboutParagraphs(program).map((para, i) => <p key={i}>{para}</p>)}
      </div>
      {program.highlights.length > 0 && (
        <ul className={styles.highlights} lang={lang}>
          {program.highlights.map((h) => <li key={h}>{h}</li>)}
        </ul>
      )}
      {details && <p className={styles.address}><PinIcon /> {details}</p>}
    </DetailsSection>
  );
}
