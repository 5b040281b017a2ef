import { heroMedia } from '@wellness/shared/ui';
import { marketingMessages } from '../../../messages';

export interface HeroSlideCopy {
  id: number;
  /** In English; the page shows `titleKey` and `subtitleKey` of the marketing messages in its language. */
  title: string;
  subtitle: string;
  titleKey: SlideKey;
  subtitleKey: SlideKey;
  /** 16:9 poster (960 px; srcset gives 480 and 1600), the video's first frame. */
  poster: string;
  video: string;
}

/**
 * The six slides, bundled with the hero so it paints at once, with no request and without the sample
 * data module; their texts are the marketing messages' (English here) (the same texts as `heroSlides` in `@wellness/shared/data`, which seeds /api/content/hero-slides; a
 * test keeps them equal). The first is the home headline and subtitle.
 */
const COPY = [
  ['hero.slide1.title', 'hero.slide1.subtitle'],
  ['hero.slide2.title', 'hero.slide2.subtitle'],
  ['hero.slide3.title', 'hero.slide3.subtitle'],
  ['hero.slide4.title', 'hero.slide4.subtitle'],
  ['hero.slide5.title', 'hero.slide5.subtitle'],
  ['hero.slide6.title', 'hero.slide6.subtitle'],
] as const;
type SlideKey = (typeof COPY)[number][number];

const english = marketingMessages.fixedT('en');
export const HERO_SLIDES: readonly HeroSlideCopy[] = COPY.map(([titleKey, subtitleKey], i) => ({
  id: i + 1,
  title: english(titleKey),
  subtitle: english(subtitleKey),
  titleKey,
  subtitleKey,
  poster: heroMedia[i]!.poster,
  video: heroMedia[i]!.video,
}));

/** Auto-advance every 8000 ms; sound at volume 0.3 while more than half of the hero is on screen. */
export const SLIDE_DURATION_MS = 8000;
export const AMBIENT_VOLUME = 0.3;
export const HERO_VISIBILITY_THRESHOLD = 0.5;
