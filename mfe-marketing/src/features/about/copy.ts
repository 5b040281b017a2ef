import { destinationImages } from '@wellness/shared/ui';

// The about page's words and picture its head repeats (title, description, Open Graph image).

export const ABOUT_LEAD =
  'We are physicians, hoteliers and concierges who believe a few days in the right place, with the right people, can change how you live for years.';

export const ABOUT_HERO_IMAGE = destinationImages.greece;
