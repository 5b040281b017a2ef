import { categoryImages, destinationImages, galleryImages } from '@wellness/shared/ui';

export interface StoryCard {
  /** The keys of its texts in the page's catalogue. */
  label: string;
  heading: string;
  description: string;
  action: string;
  image: string;
}

/** /about: the scroll story's four cards (label, heading, description, action text to /explore), by their keys. */
export const STORY_CARDS: readonly StoryCard[] = [
  { label: 'card1.label', heading: 'card1.heading', description: 'card1.description', action: 'card1.action', image: destinationImages.italy },
  { label: 'card2.label', heading: 'card2.heading', description: 'card2.description', action: 'card2.action', image: destinationImages.japan },
  { label: 'card3.label', heading: 'card3.heading', description: 'card3.description', action: 'card3.action', image: categoryImages['transformative-health'] },
  { label: 'card4.label', heading: 'card4.heading', description: 'card4.description', action: 'card4.action', image: galleryImages[12]! },
];

/** A card becomes the story's current one when half of it is on screen. */
export const STORY_THRESHOLD = 0.5;
