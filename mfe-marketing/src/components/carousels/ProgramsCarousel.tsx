import { useNavigate } from '@wellness/shared/contract';
import { SEARCH_PATH } from '@wellness/shared/domain';
import { ButtonLink, Carousel } from '@wellness/shared/ui';
import { useFeaturedPrograms } from '../../lib/api/programs';
import { programDetailsHref, programDetailsState } from '../../lib/navigation';
import { CardRowSkeleton } from '../cards/CardSkeleton';
import { ProgramCard } from '../cards/ProgramCard';
import { Section, type SectionProps } from '../Section/Section';
import { PROGRAMS_COPY } from './copy';
import { useCarouselStep } from './useCarouselStep';
import { componentMessages } from '../messages';
import { carouselMessages } from './messages';
import { sectionCopy } from '../Section/sectionCopy';

/**
 * Wellness programs: a card opens /program-details/<slug> with the program's name in the navigation state; "See all
 * programs" opens the search page (a real link, so a crawler reaches every program from home).
 */
export function ProgramsCarousel({ tone }: Pick<SectionProps, 'tone'>) {
  const navigate = useNavigate();
  const step = useCarouselStep('programs');
  const { items } = useFeaturedPrograms();
  const { t: th } = componentMessages.useT();
  const { t } = carouselMessages.useT();
  return (
    <Section
      copy={sectionCopy(th, PROGRAMS_COPY)}
      tone={tone}
      busy={!items}
      aside={
        <ButtonLink href={SEARCH_PATH} variant="link" onNavigate={(href) => navigate(href)}>
          {t('all')}
        </ButtonLink>
      }
    >
      <div>
        {items ? (
          <Carousel label={t('programs')} step={step} controls="overlay">
            {items.map((p) => (
              <ProgramCard
                key={p.id}
                program={p}
                href={programDetailsHref(p.slug)}
                onNavigate={(href) => navigate(href, { state: programDetailsState(p.name) })}
              />
            ))}
          </Carousel>
        ) : (
          <CardRowSkeleton />
        )}
      </div>
    </Section>
  );
}

export default ProgramsCarousel;
