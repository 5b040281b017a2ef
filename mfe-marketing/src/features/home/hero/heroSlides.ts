import { heroMedia } from '@wellness/shared/ui';

export interface HeroSlideCopy {
  id: number;
  title: string;
  subtitle: string;
  /** 16:9 poster (960 px; srcset gives 480 and 1600), the video's first frame. */
  poster: string;
  video: string;
}

/**
 * The six slides, bundled with the hero so it paints at once, with no request and without the sample
 * data module (the same texts as `heroSlides` in `@wellness/shared/data`, which seeds /api/content/hero-slides; a
 * test keeps them equal). The first is the home headline and subtitle.
 */
const COPY: readonly (readonly [string, string])[] = [
  ['Experience Beyond Ordinary Wellness', 'Your gateway to exclusive wellness retreats and elite health services.'],
  ['Longevity, Designed Around You', 'Physician-led programs in Switzerland, Italy and beyond.'],
  ['Where the Jungle Teaches Stillness', 'Yoga, breathwork and Balinese ritual above the Ayung River.'],
  ['Thermal Waters, Timeless Rituals', 'From Baden-Baden to Hakone, the world’s great healing springs.'],
  ['Reset Your Metabolism in Paradise', 'Precision nutrition and coached movement in breathtaking places.'],
  ['Live Like the Centenarians', 'Blue Zone journeys to Okinawa, Nicoya and the Greek islands.'],
];

export const HERO_SLIDES: readonly HeroSlideCopy[] = COPY.map(([title, subtitle], i) => ({
  id: i + 1,
  title,
  subtitle,
  poster: heroMedia[i]!.poster,
  video: heroMedia[i]!.video,
}));

/** Auto-advance every 8000 ms; sound at volume 0.3 while more than half of the hero is on screen. */
export const SLIDE_DURATION_MS = 8000;
export const AMBIENT_VOLUME = 0.3;
export const HERO_VISIBILITY_THRESHOLD = 0.5;
