import { useState } from 'react';
import { Button, Carousel } from '@wellness/shared/ui';
import { useInsights } from '../../lib/api/insights';
import { CardRowSkeleton } from '../cards/CardSkeleton';
import { InsightCard } from '../cards/InsightCard';
import { Section, type SectionProps } from '../Section/Section';
import { INSIGHTS_COPY } from './copy';
import { useCarouselStep } from './useCarouselStep';
import { componentMessages } from '../messages';
import { carouselMessages } from './messages';
import { sectionCopy } from '../Section/sectionCopy';
import styles from './carousels.module.css';

/**
 * Insights, with its Explore Insights button. The spec gives the button no destination yet: rather than
 * doing nothing, it says plainly that the journal opens soon.
 */
export function InsightsCarousel({ tone }: Pick<SectionProps, 'tone'>) {
  const step = useCarouselStep('insights');
  const { items } = useInsights();
  const [asked, setAsked] = useState(false);
  const { t: th } = componentMessages.useT();
  const { t } = carouselMessages.useT();
  return (
    <Section copy={sectionCopy(th, INSIGHTS_COPY)} tone={tone} busy={!items}>
      <div>
        {items ? (
          <Carousel label={t('insights')} step={step} controls="overlay">
            {items.map((insight) => (
              <InsightCard key={insight.id} insight={insight} />
            ))}
          </Carousel>
        ) : (
          <CardRowSkeleton />
        )}
      </div>
      <div className={styles.note}>
        <Button variant="secondary" onClick={() => setAsked(true)} aria-describedby={asked ? 'insights-soon' : undefined}>
          {t('explore')}
        </Button>
        <p id="insights-soon" className={styles.noteText} role="status">
          {asked ? t('soon') : ''}
        </p>
      </div>
    </Section>
  );
}

export default InsightsCarousel;
