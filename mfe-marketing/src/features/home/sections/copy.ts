import type { SectionCopy } from '../../../components/Section/Section';

// The headings of the home sections, shared by each section's placeholder (painted at once, in the hero's chunk) and
// the section itself (loaded when it nears the screen), so the heading never moves when the content arrives.

export const EXPERIENCES_COPY: SectionCopy = {
  id: 'home-experiences',
  eyebrow: 'The collection',
  title: 'Journeys chosen for how you want to feel',
  lead: 'Browse by the kind of program you are looking for, or by the place you would like to wake up in.',
};

export const DISCOVER_COPY: SectionCopy = {
  id: 'home-discover',
  eyebrow: 'Why travel with us',
  title: 'Discover the art of living longer',
  lead: 'Longevity is not a treatment but a way of living. We find the places, people and programs that teach it.',
};

export const EXPERTISE_COPY: SectionCopy = {
  id: 'home-expertise',
  eyebrow: 'The people behind it',
  title: 'Our Global Expertise',
  lead: 'Physicians, hoteliers and concierges who have spent their careers where wellness and hospitality meet.',
};

export const FAQ_COPY: SectionCopy = {
  id: 'home-faq',
  eyebrow: 'Good to know',
  title: 'Your Questions, Answered',
};

export const CHAT_BAR_COPY: SectionCopy = {
  id: 'home-chat',
  eyebrow: 'Your wellness assistant',
  title: "Let's find your optimal wellness program",
  lead: 'Tell us what you would like to feel, fix or explore. Our assistant answers with programs from the collection.',
};

export const PRICING_TEASER_COPY: SectionCopy = {
  id: 'home-pricing',
  eyebrow: 'Membership',
  title: 'A concierge for every journey',
  lead: 'From a free account to a dedicated concierge for your family or your team: choose how much we do for you.',
};

export const RETREATS_COPY: SectionCopy = {
  id: 'home-retreats',
  eyebrow: 'Retreats',
  title: 'Retreats that change the way you live',
  lead: 'Thermal springs, jungle shalas and Alpine clinics: programs of five to ten days, planned around you.',
};
