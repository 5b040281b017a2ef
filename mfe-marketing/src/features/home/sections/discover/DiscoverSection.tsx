import { categoryImages, destinationImages, ResponsiveImage } from '@wellness/shared/ui';
import { Section } from '../../../../components/Section/Section';
import { DISCOVER_COPY } from '../copy';
import styles from './DiscoverSection.module.css';

/** The four cards of Discover the art of living longer. */
export const DISCOVER_CARDS = [
  {
    title: 'Global Wellness Partnerships',
    text: 'Longevity clinics, medical spas and retreats in nine countries, each visited and vetted by our team before it joins the collection.',
    image: destinationImages.switzerland,
  },
  {
    title: 'Immersive Wellness Travel',
    text: 'Programs rooted in their place: temple water blessings in Bali, onsen ritual in Hakone, Roman thermal springs in Tuscany.',
    image: destinationImages.bali,
  },
  {
    title: 'Pioneers in Longevity Care',
    text: 'Physician-led diagnostics, precision nutrition and recovery science from the teams that shaped modern preventive medicine.',
    image: categoryImages['transformative-health'],
  },
  {
    title: 'Tailored Wellness Journeys',
    text: 'Your goals, health history and calendar shape every day, and a concierge stays with you from the first call to the flight home.',
    image: categoryImages.yoga,
  },
] as const;

export function DiscoverSection() {
  return (
    <Section copy={DISCOVER_COPY} tone="muted">
      <ol className={styles.grid}>
        {DISCOVER_CARDS.map((card, i) => (
          <li key={card.title} className={styles.item}>
            <div className={styles.media}>
              <ResponsiveImage src={card.image} alt="" width={960} height={640} sizes="(max-width: 768px) 100vw, 25vw" cover />
            </div>
            <p className={styles.number} aria-hidden="true">{String(i + 1).padStart(2, '0')}</p>
            <h3 className={styles.title}>{card.title}</h3>
            <p className={styles.text}>{card.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export default DiscoverSection;
