import { categoryImages, destinationImages, galleryImages } from '@wellness/shared/ui';

export interface StoryCard {
  label: string;
  heading: string;
  description: string;
  action: string;
  image: string;
}

/** /about: the scroll story's four cards (label, heading, description, action text to /explore). */
export const STORY_CARDS: readonly StoryCard[] = [
  {
    label: 'Luxury',
    heading: 'Redefining luxury wellness',
    description:
      'Luxury, to us, is time, space and expert attention. We choose houses where the service is as considered as the science, and where nothing is asked of you but to rest.',
    action: 'Explore our programs',
    image: destinationImages.italy,
  },
  {
    label: 'Access',
    heading: 'Exclusive access worldwide',
    description:
      'From discreet Swiss clinics to jungle shalas in Ubud, our members reach places that rarely open their doors, on dates that are rarely free.',
    action: 'Discover destinations',
    image: destinationImages.japan,
  },
  {
    label: 'Expertise',
    heading: 'Global wellness leaders',
    description:
      'Physicians, therapists and master teachers who shaped preventive medicine and the healing traditions of their lands, vetted in person by our team.',
    action: 'Meet our partners',
    image: categoryImages['transformative-health'],
  },
  {
    label: 'For you',
    heading: 'Personalized wellness plans',
    description:
      'Your goals, history and calendar shape every day of the journey, and your concierge stays with you after you are home, so what you gained lasts.',
    action: 'Start your journey',
    image: galleryImages[12]!,
  },
];

/** A card becomes the story's current one when half of it is on screen. */
export const STORY_THRESHOLD = 0.5;
