import { categoryImages, destinationImages, ResponsiveImage } from '@wellness/shared/ui';
import { Section } from '../../../../components/Section/Section';
import { DISCOVER_COPY } from '../copy';
import { sectionCopy } from '../../../../components/Section/sectionCopy';
import { useMarketingT } from '../../../../messages';
import { useSectionsT } from '../messages';
import styles from './DiscoverSection.module.css';

/** The four cards of Discover the art of living longer (their texts by key). */
export const DISCOVER_CARDS = [
  {
    title: 'discover.c1.title',
    text: 'discover.c1.text',
    image: destinationImages.switzerland,
  },
  {
    title: 'discover.c2.title',
    text: 'discover.c2.text',
    image: destinationImages.bali,
  },
  {
    title: 'discover.c3.title',
    text: 'discover.c3.text',
    image: categoryImages['transformative-health'],
  },
  {
    title: 'discover.c4.title',
    text: 'discover.c4.text',
    image: categoryImages.yoga,
  },
] as const;

export function DiscoverSection() {
  const { t: th } = useMarketingT();
  const { t } = useSectionsT();
  return (
    <Section copy={sectionCopy(th, DISCOVER_COPY)} tone="muted">
      <ol className={styles.grid}>
        {DISCOVER_CARDS.map((card, i) => (
          <li key={card.title} className={styles.item}>
            <div className={styles.media}>
              <ResponsiveImage src={card.image} alt="" width={960} height={640} sizes="(max-width: 768px) 100vw, 25vw" cover />
            </div>
            <p className={styles.number} aria-hidden="true">{String(i + 1).padStart(2, '0')}</p>
            <h3 className={styles.title}>{t(card.title)}</h3>
            <p className={styles.text}>{t(card.text)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export default DiscoverSection;
