import { useNavigate } from '@wellness/shared/contract';
import { Carousel } from '@wellness/shared/ui';
import { useDestinations } from '@wellness/shared/api/catalog';
import { locationState, PROGRAMS_PATH } from '../../lib/navigation';
import { CardRowSkeleton } from '../cards/CardSkeleton';
import { DestinationCard } from '../cards/DestinationCard';
import { Section, type SectionProps } from '../Section/Section';
import { DESTINATIONS_COPY } from './copy';
import { useCarouselStep } from './useCarouselStep';
import { componentMessages } from '../messages';
import { carouselMessages } from './messages';
import { sectionCopy } from '../Section/sectionCopy';

/** Recommended destinations: each opens the programs of its country. */
export function DestinationsCarousel({ tone }: Pick<SectionProps, 'tone'>) {
  const navigate = useNavigate();
  const step = useCarouselStep('destinations');
  const { items } = useDestinations();
  const { t: th } = componentMessages.useT();
  const { t } = carouselMessages.useT();
  return (
    <Section copy={sectionCopy(th, DESTINATIONS_COPY)} tone={tone} busy={!items}>
      <div>
        {items ? (
          <Carousel label={t('destinations')} step={step} controls="overlay">
            {items.map((d) => (
              <DestinationCard key={d.id} destination={d} t={t} onOpen={() => navigate(PROGRAMS_PATH, { state: locationState(d.country) })} />
            ))}
          </Carousel>
        ) : (
          <CardRowSkeleton />
        )}
      </div>
    </Section>
  );
}

export default DestinationsCarousel;
