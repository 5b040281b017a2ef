import { destinationImages } from '@wellness/shared/ui';

// The about page's picture, which its head repeats (Open Graph image).

export const ABOUT_HERO_IMAGE = destinationImages.greece;
