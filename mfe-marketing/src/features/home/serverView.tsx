import { releaseServerStore } from '@wellness/shared/api';
import { Provider, type PageHead, type ServerView } from '@wellness/shared/contract';
import type { Category, Destination, Faq, Insight, ProgramList, TeamMember } from '@wellness/shared/domain';
import type { Locale } from '@wellness/shared/format';
import { describe, faqLd, itemListLd, SITE_NAME, websiteLd } from '@wellness/shared/seo';
import DestinationsCarousel from '../../components/carousels/DestinationsCarousel';
import InsightsCarousel from '../../components/carousels/InsightsCarousel';
import ProgramsCarousel from '../../components/carousels/ProgramsCarousel';
import { editorialMessages, editorialWords } from '../../components/editorial/words';
import { askAll, hasStrings, listOf } from '../../lib/serverView/answers';
import { HOME_API_PATHS, homeStore, type HomeData } from '../../lib/serverView/homeStore';
import { HERO_SLIDES } from './hero/heroSlides';
import { HomePage, type HomeSections } from './HomePage';
import { DISCOVER_COPY } from './sections/copy';
import { marketingMessages } from '../../messages';
import ChatBarSection from './sections/chat-bar/ChatBarSection';
import DiscoverSection from './sections/discover/DiscoverSection';
import ExperiencesSection from './sections/experiences/ExperiencesSection';
import ExpertiseSection from './sections/expertise/ExpertiseSection';
import FaqSection from './sections/faq/FaqSection';
import PricingTeaserSection from './sections/pricing-teaser/PricingTeaserSection';
import RetreatsBanner from './sections/retreats/RetreatsBanner';

/** Every section below the hero, rendered at once in the server's HTML (the browser loads each near the viewport). */
const ALL_SECTIONS: Required<HomeSections> = {
  experiences: ExperiencesSection,
  discover: DiscoverSection,
  expertise: ExpertiseSection,
  faq: FaqSection,
  chatBar: ChatBarSection,
  destinations: DestinationsCarousel,
  programs: ProgramsCarousel,
  insights: InsightsCarousel,
  pricingTeaser: PricingTeaserSection,
  retreats: RetreatsBanner,
};

/** The home page's title, as the site's page template has always named it. */
export const HOME_TITLE = `${SITE_NAME} · Retreats & Longevity Programs`;

/** What the home page's own words say it is: the first slide's subtitle and the Discover section's lead. */
export const HOME_DESCRIPTION = describe(`${HERO_SLIDES[0]!.subtitle} ${marketingMessages.fixedT('en')(DISCOVER_COPY.lead ?? '')}`);

function programList(data: unknown): ProgramList | undefined {
  const list = data as Partial<ProgramList> | null;
  const programs = listOf<ProgramList['programs'][number]>({ status: 200, data: list?.programs }, hasStrings('id', 'slug', 'name'));
  return programs ? { ...(list as ProgramList), programs } : undefined;
}

/**
 * The home page's head: its title and words, the hero's first picture, the site and its search, the FAQ (in the page's
 * language, as the page shows it) and the programs shown.
 */
export function homeHead(origin: string, data: HomeData, locale: Locale = 'en'): PageHead {
  const jsonLd = [websiteLd(origin)];
  if (data.faqs?.length) jsonLd.push(faqLd(data.faqs.map(editorialWords(editorialMessages.fixedT(locale)).faq)));
  if (data.programs?.programs.length) jsonLd.push(itemListLd(origin, data.programs.programs));
  return { title: HOME_TITLE, description: HOME_DESCRIPTION, canonical: '/', image: HERO_SLIDES[0]!.poster, jsonLd };
}

/**
 * `/` for the site's server: the page with every section's content from the API (carousels, FAQ, team, insights), so
 * its HTML holds them, with a link to each program shown, to /explore and to /search. A call that fails leaves its
 * section as it is while loading; the page is still served.
 */
export const serverView: ServerView = async (request) => {
  const locale = request.locale ?? 'en';
  // The FAQs, insights and team in the page's language before the first render, so the server's HTML and the
  // hydrated page say the same.
  const [answers] = await Promise.all([askAll(request, HOME_API_PATHS), editorialMessages.load(locale)]);
  const data: HomeData = {
    faqs: listOf<Faq>(answers.faqs, hasStrings('id', 'question', 'answer')),
    programs: answers.programs.status === 200 ? programList(answers.programs.data) : undefined,
    categories: listOf<Category>(answers.categories, hasStrings('slug', 'type')),
    destinations: listOf<Destination>(answers.destinations, hasStrings('id', 'country')),
    team: listOf<TeamMember>(answers.team, hasStrings('id', 'name')),
    insights: listOf<Insight>(answers.insights, hasStrings('id', 'title')),
  };
  const store = homeStore(data, locale);
  return {
    kind: 'page',
    view: (
      <Provider store={store}>
        <HomePage sections={ALL_SECTIONS} />
      </Provider>
    ),
    head: homeHead(request.origin, data, locale),
    // Its six cache entries' 60-s timers would hold this store, and the answers, long after the page is sent.
    release: () => releaseServerStore(store),
  };
};

/** The page without data, rendered at build time: served when its server view cannot be. */
export const firstView = () => <HomePage />;
