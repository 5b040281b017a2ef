import { galleryImages, ResponsiveImage } from '@wellness/shared/ui';
import { Section } from '../../components/Section/Section';
import { ScrollStory } from './ScrollStory';
import { ABOUT_HERO_IMAGE } from './copy';
import { aboutMessages } from './messages';
import styles from './AboutPage.module.css';

const PILLARS = [
  { figure: 'pillar1.figure', text: 'pillar1.text' },
  { figure: 'pillar2.figure', text: 'pillar2.text' },
  { figure: 'pillar3.figure', text: 'pillar3.text' },
  { figure: 'pillar4.figure', text: 'pillar4.text' },
] as const;

const VALUES = [
  { title: 'value1.title', text: 'value1.text' },
  { title: 'value2.title', text: 'value2.text' },
  { title: 'value3.title', text: 'value3.text' },
] as const;

/** /about: stacked sections ending in the full-screen scroll story. */
export function AboutPage() {
  const { t } = aboutMessages.useT();
  return (
    <>
      <section className={styles.hero} aria-labelledby="about-title">
        <ResponsiveImage className={styles.heroImage} src={ABOUT_HERO_IMAGE} alt="" width={1600} height={1067} sizes="100vw" priority cover />
        <div className={styles.heroContent}>
          <p className={styles.eyebrow}>Wellness Travel</p>
          <h1 id="about-title" className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
        </div>
      </section>

      <Section copy={{ id: 'about-story', eyebrow: t('story.eyebrow'), title: t('story.title') }}>
        <div className={styles.story}>
          <div className={styles.storyText}>
            <p>{t('story.p1')}</p>
            <p>{t('story.p2')}</p>
          </div>
          <div className={styles.storyImage}>
            <ResponsiveImage src={galleryImages[4]!} alt="" width={960} height={640} sizes="(max-width: 768px) 100vw, 40vw" cover />
          </div>
        </div>
      </Section>

      <section className={styles.pillars} aria-label={t('figures')}>
        <ul>
          {PILLARS.map((p) => (
            <li key={p.figure}>
              <span className={styles.figure}>{t(p.figure)}</span>
              <span className={styles.figureText}>{t(p.text)}</span>
            </li>
          ))}
        </ul>
      </section>

      <Section copy={{ id: 'about-values', eyebrow: t('values.eyebrow'), title: t('values.title') }} tone="muted">
        <ul className={styles.values}>
          {VALUES.map((v) => (
            <li key={v.title}>
              <h3 className={styles.valueTitle}>{t(v.title)}</h3>
              <p className={styles.valueText}>{t(v.text)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <ScrollStory />
    </>
  );
}

export default AboutPage;
