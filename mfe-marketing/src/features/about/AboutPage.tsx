import { galleryImages, ResponsiveImage } from '@wellness/shared/ui';
import { Section } from '../../components/Section/Section';
import { ScrollStory } from './ScrollStory';
import { ABOUT_HERO_IMAGE, ABOUT_LEAD } from './copy';
import styles from './AboutPage.module.css';

const PILLARS = [
  { figure: 'Nine', text: 'destinations, from the Swiss Alps to the Pacific coast of Costa Rica' },
  { figure: 'Four', text: 'families of programs: longevity, healing, metabolic health and spa' },
  { figure: 'One', text: 'concierge for each guest, from the first call to the flight home' },
  { figure: '24 h', text: 'for a wellness expert to answer every booking request' },
];

const VALUES = [
  { title: 'Evidence first', text: 'Every program is built on medicine we can explain: diagnostics you understand, treatments with a reason, results you can measure.' },
  { title: 'The place matters', text: 'Thermal springs, forests and the sea heal in their own way. We choose programs that could only happen where they are.' },
  { title: 'Quietly personal', text: 'Your health data stays with the clinicians who treat you. Your preferences stay with your concierge. Nothing is sold, ever.' },
];

/** /about: stacked sections ending in the full-screen scroll story. */
export function AboutPage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="about-title">
        <ResponsiveImage className={styles.heroImage} src={ABOUT_HERO_IMAGE} alt="" width={1600} height={1067} sizes="100vw" priority cover />
        <div className={styles.heroContent}>
          <p className={styles.eyebrow}>Wellness Travel</p>
          <h1 id="about-title" className={styles.title}>About us</h1>
          <p className={styles.lead}>{ABOUT_LEAD}</p>
        </div>
      </section>

      <Section copy={{ id: 'about-story', eyebrow: 'Our story', title: 'Born from a simple question' }}>
        <div className={styles.story}>
          <div className={styles.storyText}>
            <p>
              After fifteen years in preventive medicine, our founder kept hearing the same question from her patients: where
              should I go to actually get better? Not a spa weekend, not a clinic stay, but somewhere that joins both.
            </p>
            <p>
              Wellness Travel is our answer. We visit every clinic, retreat and spa ourselves, work with its physicians on
              programs of five to ten days, and plan each journey around the person taking it.
            </p>
          </div>
          <div className={styles.storyImage}>
            <ResponsiveImage src={galleryImages[4]!} alt="" width={960} height={640} sizes="(max-width: 768px) 100vw, 40vw" cover />
          </div>
        </div>
      </Section>

      <section className={styles.pillars} aria-label="Wellness Travel in figures">
        <ul>
          {PILLARS.map((p) => (
            <li key={p.figure}>
              <span className={styles.figure}>{p.figure}</span>
              <span className={styles.figureText}>{p.text}</span>
            </li>
          ))}
        </ul>
      </section>

      <Section copy={{ id: 'about-values', eyebrow: 'What guides us', title: 'Three promises to every guest' }} tone="muted">
        <ul className={styles.values}>
          {VALUES.map((v) => (
            <li key={v.title}>
              <h3 className={styles.valueTitle}>{v.title}</h3>
              <p className={styles.valueText}>{v.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <ScrollStory />
    </>
  );
}

export default AboutPage;
