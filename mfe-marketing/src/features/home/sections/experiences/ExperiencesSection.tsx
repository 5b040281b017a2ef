import { useEffect, useRef, useState, type UIEvent } from 'react';
import { useDomainWords, useNavigate } from '@wellness/shared/contract';
import type { Category, Destination } from '@wellness/shared/domain';
import { formatCountry } from '@wellness/shared/format';
import { Badge, Button, Card, Carousel, LoadingText, ResponsiveImage, Tabs } from '@wellness/shared/ui';
import { ChevronDownIcon, PinIcon } from '../../../../components/icons';
import { Section } from '../../../../components/Section/Section';
import { useCategories, useDestinations } from '@wellness/shared/api/catalog';
import { categoryState, locationState, PROGRAMS_PATH } from '../../../../lib/navigation';
import { EXPERIENCES_COPY } from '../copy';
import { sectionCopy } from '../../../../components/Section/sectionCopy';
import { useMarketingT } from '../../../../messages';
import { useSectionsT } from '../messages';
import styles from './ExperiencesSection.module.css';

/** Scrolling the strip collapses an expanded country once its card leaves view, debounced 100 ms. */
export const COLLAPSE_DEBOUNCE_MS = 100;

type TabId = 'destinations' | 'programs';

function CategoryCard({ category, onExplore }: { category: Category; onExplore: () => void }) {
  const { t } = useSectionsT();
  const words = useDomainWords();
  const count = category.programs.length;
  // The group's words in the page's language (the API's are English).
  const type = words.groupTitle(category.slug, category.type);
  return (
    <Card
      className={styles.card}
      media={<ResponsiveImage src={category.image} alt="" width={960} height={640} sizes="(max-width: 768px) 80vw, 340px" />}
      mediaOverlay={<Badge variant="glass" size="sm">{words.groupBadge(category.slug, category.badge)}</Badge>}
      eyebrow={count > 0 ? t('tabs.count', { count }) : undefined}
      title={type}
      footer={
        <Button variant="secondary" size="sm" onClick={onExplore} aria-label={t('tabs.exploreType', { type })}>
          {t('tabs.explorePrograms')}
        </Button>
      }
    >
      <p className={styles.text}>{words.groupDescription(category.slug, category.description)}</p>
    </Card>
  );
}

interface CountryCardProps {
  destination: Destination;
  expanded: boolean;
  onToggle: () => void;
  onCity: (city: string) => void;
  cardRef: (element: HTMLElement | null) => void;
}

function CountryCard({ destination, expanded, onToggle, onCity, cardRef }: CountryCardProps) {
  const panelId = `cities-${destination.id}`;
  const { t, locale } = useSectionsT();
  const words = useDomainWords();
  return (
    <div ref={cardRef} className={styles.country}>
      <Card
        className={styles.card}
        media={<ResponsiveImage src={destination.image} alt="" width={960} height={640} sizes="(max-width: 768px) 80vw, 340px" />}
        mediaOverlay={<Badge variant="accent" size="sm">{t('tabs.exclusive')}</Badge>}
        eyebrow={<span className={styles.place}><PinIcon /> {destination.location}</span>}
        title={formatCountry(destination.country, locale)}
        footer={
          <Button
            variant={expanded ? 'primary' : 'secondary'}
            size="sm"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={onToggle}
            iconEnd={<span className={expanded ? styles.chevronUp : styles.chevron}><ChevronDownIcon /></span>}
          >
            {expanded ? t('tabs.hide') : t('tabs.exploreDestinations')}
          </Button>
        }
      >
        <p className={styles.text}>{words.destinationDescription(destination.id, destination.description)}</p>
      </Card>
      {/* The cities cover the card in place, so opening them moves nothing around it. */}
      <div id={panelId} className={styles.cities} hidden={!expanded}>
        <h4 className={styles.citiesTitle}>{t('tabs.chooseCity')}</h4>
        <ul className={styles.cityList}>
          {destination.cities.map((city) => (
            <li key={city}>
              <button type="button" className={styles.city} onClick={() => onCity(city)}>
                {city}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The home page's experiences: tabs Our Destinations and Our Programs (programs by default). Category cards open their programs;
 * country cards reveal their cities, and a city opens its programs. Categories and destinations load in parallel.
 */
export function ExperiencesSection() {
  const navigate = useNavigate();
  const { t: th } = useMarketingT();
  const { t } = useSectionsT();
  const categories = useCategories();
  const destinations = useDestinations();
  const [tab, setTab] = useState<TabId>('programs');
  const [expanded, setExpanded] = useState<string | null>(null);
  const cards = useRef(new Map<string, HTMLElement>());
  const collapseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(collapseTimer.current), []);

  const onStripScroll = (event: UIEvent<HTMLDivElement>) => {
    if (expanded === null) return;
    const strip = event.currentTarget;
    clearTimeout(collapseTimer.current);
    collapseTimer.current = setTimeout(() => {
      const card = cards.current.get(expanded);
      if (!card) return;
      const view = strip.getBoundingClientRect();
      const box = card.getBoundingClientRect();
      const outOfView = box.right <= view.left || box.left >= view.right;
      if (outOfView) setExpanded((current) => (current === expanded ? null : current));
    }, COLLAPSE_DEBOUNCE_MS);
  };

  const programsPanel = categories.items ? (
    categories.items.length > 0 ? (
      <Carousel label={t('tabs.categories')} controls="overlay">
        {categories.items.map((c) => (
          <CategoryCard key={c.id} category={c} onExplore={() => navigate(PROGRAMS_PATH, { state: categoryState(c.type) })} />
        ))}
      </Carousel>
    ) : (
      <p className={styles.empty}>{t('tabs.noPrograms')}</p>
    )
  ) : (
    <LoadingText className={styles.loading}>{t('tabs.loading')}</LoadingText>
  );

  const destinationsPanel = destinations.items ? (
    destinations.items.length > 0 ? (
      <Carousel label={t('tabs.strip')} controls="overlay" onScroll={onStripScroll}>
        {destinations.items.map((d) => (
          <CountryCard
            key={d.id}
            destination={d}
            expanded={expanded === d.id}
            onToggle={() => setExpanded((current) => (current === d.id ? null : d.id))}
            onCity={(city) => navigate(PROGRAMS_PATH, { state: locationState(d.country, city) })}
            cardRef={(element) => {
              if (element) cards.current.set(d.id, element);
              else cards.current.delete(d.id);
            }}
          />
        ))}
      </Carousel>
    ) : (
      <p className={styles.empty}>{t('tabs.noDestinations')}</p>
    )
  ) : (
    <LoadingText className={styles.loading}>{t('tabs.loading')}</LoadingText>
  );

  return (
    <Section copy={sectionCopy(th, EXPERIENCES_COPY)} busy={!categories.items || !destinations.items}>
      <Tabs
        label={t('tabs.label')}
        variant="pill"
        className={styles.tabs}
        panelClassName={styles.panel}
        value={tab}
        onChange={(id) => {
          setTab(id as TabId);
          setExpanded(null);
        }}
        tabs={[
          { id: 'destinations', label: t('tabs.destinations'), content: destinationsPanel },
          { id: 'programs', label: t('tabs.programs'), content: programsPanel },
        ]}
      />
    </Section>
  );
}

export default ExperiencesSection;
