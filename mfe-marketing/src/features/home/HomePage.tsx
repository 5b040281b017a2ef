import type { ComponentType } from 'react';
import { DESTINATIONS_COPY, INSIGHTS_COPY, PROGRAMS_COPY } from '../../components/carousels/copy';
import { LazySection } from '../../components/LazySection/LazySection';
import { SectionPlaceholder } from '../../components/Section/SectionPlaceholder';
import { HeroSlideshow } from './hero/HeroSlideshow';
import { CHAT_BAR_COPY, DISCOVER_COPY, EXPERIENCES_COPY, EXPERTISE_COPY, FAQ_COPY, PRICING_TEASER_COPY } from './sections/copy';
import { componentMessages } from '../../components/messages';
import { sectionCopy } from '../../components/Section/sectionCopy';
import { useMarketingT } from '../../messages';
import styles from './HomePage.module.css';

// Everything below the hero is its own chunk, loaded with its data when it nears the screen, so the first paint carries the hero alone.
const loadExperiences = () => import(/* webpackChunkName: "home-experiences" */ './sections/experiences/ExperiencesSection');
const loadDiscover = () => import(/* webpackChunkName: "home-discover" */ './sections/discover/DiscoverSection');
const loadExpertise = () => import(/* webpackChunkName: "home-expertise" */ './sections/expertise/ExpertiseSection');
const loadFaq = () => import(/* webpackChunkName: "home-faq" */ './sections/faq/FaqSection');
const loadChatBar = () => import(/* webpackChunkName: "home-chat-bar" */ './sections/chat-bar/ChatBarSection');
const loadDestinations = () => import(/* webpackChunkName: "carousel-destinations" */ '../../components/carousels/DestinationsCarousel');
const loadPrograms = () => import(/* webpackChunkName: "carousel-programs" */ '../../components/carousels/ProgramsCarousel');
const loadInsights = () => import(/* webpackChunkName: "carousel-insights" */ '../../components/carousels/InsightsCarousel');
const loadPricingTeaser = () => import(/* webpackChunkName: "home-pricing-teaser" */ './sections/pricing-teaser/PricingTeaserSection');
const loadRetreats = () => import(/* webpackChunkName: "home-retreats" */ './sections/retreats/RetreatsBanner');

/** The sections below the hero, by name. */
export type HomeSectionName = 'experiences' | 'discover' | 'expertise' | 'faq' | 'chatBar' | 'destinations' | 'programs' | 'insights' | 'pricingTeaser' | 'retreats';

/** Sections rendered at once rather than loaded near the viewport (the site's server renders them with their data). */
export type HomeSections = Partial<Record<HomeSectionName, ComponentType>>;

/**
 * The home page (`/`, top to bottom): hero slideshow; tabs Our Destinations / Our Programs; Discover the art
 * of living longer; Our Global Expertise; Your Questions, Answered; the chat bar; recommended destinations, wellness
 * programs and insights carousels; the pricing teaser; the retreats banner. The shell adds the header and footer.
 */
export function HomePage({ sections = {} }: { sections?: HomeSections }) {
  const { t } = useMarketingT();
  const { t: tc } = componentMessages.useT();
  return (
    <>
      <HeroSlideshow />
      <LazySection load={loadExperiences} content={sections.experiences} placeholder={<SectionPlaceholder copy={sectionCopy(t, EXPERIENCES_COPY)} reserve={styles.experiences} />} />
      <LazySection load={loadDiscover} content={sections.discover} placeholder={<SectionPlaceholder copy={sectionCopy(t, DISCOVER_COPY)} tone="muted" reserve={styles.discover} />} />
      <LazySection load={loadExpertise} content={sections.expertise} placeholder={<SectionPlaceholder copy={sectionCopy(t, EXPERTISE_COPY)} reserve={styles.expertise} />} />
      <LazySection load={loadFaq} content={sections.faq} placeholder={<SectionPlaceholder copy={sectionCopy(t, FAQ_COPY)} align="center" reserve={styles.faq} />} />
      <LazySection load={loadChatBar} content={sections.chatBar} placeholder={<SectionPlaceholder copy={sectionCopy(t, CHAT_BAR_COPY)} tone="inverse" align="center" reserve={styles.chatBar} />} />
      <LazySection load={loadDestinations} content={sections.destinations} placeholder={<SectionPlaceholder copy={sectionCopy(tc, DESTINATIONS_COPY)} reserve={styles.carousel} />} />
      <LazySection load={loadPrograms} content={sections.programs} placeholder={<SectionPlaceholder copy={sectionCopy(tc, PROGRAMS_COPY)} reserve={styles.carousel} />} />
      <LazySection load={loadInsights} content={sections.insights} placeholder={<SectionPlaceholder copy={sectionCopy(tc, INSIGHTS_COPY)} reserve={styles.insights} />} />
      <LazySection load={loadPricingTeaser} content={sections.pricingTeaser} placeholder={<SectionPlaceholder copy={sectionCopy(t, PRICING_TEASER_COPY)} tone="muted" reserve={styles.pricing} />} />
      <LazySection load={loadRetreats} content={sections.retreats} placeholder={<div className={styles.retreats} />} />
    </>
  );
}

export default HomePage;
