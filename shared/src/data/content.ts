import type { Faq, HeroSlide, Insight, TeamMember } from '../domain';
import { heroPoster, heroVideo, insightImage, teamImage } from './media';

/** The six fallback FAQs. */
export const faqs: Faq[] = [
  { id: 'concierge-longevity', question: 'What is a concierge longevity experience?',
    answer: 'It is wellness travel designed around you. A dedicated concierge pairs you with the right clinic, retreat or spa, arranges every detail from diagnostics to transfers, and stays in touch after you return home so the benefits last.' },
  { id: 'global-centers', question: 'Where are your partner centers located?',
    answer: 'We partner with leading longevity clinics, medical spas and retreats across nine destinations: the USA, Italy, Switzerland, Bali, Thailand, Greece, Japan, Germany and Costa Rica. Each is visited and vetted by our team before it joins the collection.' },
  { id: 'programs', question: 'What kinds of programs do you offer?',
    answer: 'Four families of experiences: Transformative Health & Wellbeing, Healing & Renewal, Metabolic Health, and Spa & Relaxation. Programs run from five to ten days and range from physician-led diagnostics to yoga in the jungle.' },
  { id: 'data-confidentiality', question: 'How is my health data kept confidential?',
    answer: 'Your medical information is shared only with the clinicians treating you, encrypted in transit and at rest, and never sold or used for marketing. You can ask us to export or delete it at any time.' },
  { id: 'personalization', question: 'How personalized is each program?',
    answer: 'Entirely. Before you travel we review your goals, health history and preferences; on arrival, diagnostics refine the plan further. Treatments, menus and activities are adjusted day by day.' },
  { id: 'getting-started', question: 'How do I get started?',
    answer: 'Explore programs, then request a booking or contact us. A wellness expert will reply within 24 hours to understand your goals and confirm dates, and your concierge takes it from there.' },
];

/** The team section: founder, operations and a guest testimonial. */
export const team: TeamMember[] = [
  { id: 'founder', name: 'Dr. Elena Marchetti', role: 'Founder & Chief Medical Officer', image: teamImage('founder'), linkedin: 'https://www.linkedin.com/',
    quote: 'Fifteen years in preventive medicine taught me that the right place can change a life. We built this to find those places.' },
  { id: 'operations', name: 'James Whitaker', role: 'Head of Global Operations', image: teamImage('operations'), linkedin: 'https://www.linkedin.com/',
    quote: 'From Montreux to Ubud, I make sure every transfer, treatment and table is exactly as promised.' },
  { id: 'testimonial', name: 'Sofia Lindqvist', role: 'Guest, Lake Como Villa Longevity Retreat', image: teamImage('testimonial'), linkedin: 'https://www.linkedin.com/',
    quote: 'I arrived exhausted and left with energy I had not felt in a decade, and a plan I still follow a year later.' },
];

/** The hero slideshow: six slides, each with a background video and its poster. */
export const heroSlides: HeroSlide[] = [
  { id: 1, title: 'Experience Beyond Ordinary Wellness', subtitle: 'Your gateway to exclusive wellness retreats and elite health services.' },
  { id: 2, title: 'Longevity, Designed Around You', subtitle: 'Physician-led programs in Switzerland, Italy and beyond.' },
  { id: 3, title: 'Where the Jungle Teaches Stillness', subtitle: 'Yoga, breathwork and Balinese ritual above the Ayung River.' },
  { id: 4, title: 'Thermal Waters, Timeless Rituals', subtitle: 'From Baden-Baden to Hakone, the world’s great healing springs.' },
  { id: 5, title: 'Reset Your Metabolism in Paradise', subtitle: 'Precision nutrition and coached movement in breathtaking places.' },
  { id: 6, title: 'Live Like the Centenarians', subtitle: 'Blue Zone journeys to Okinawa, Nicoya and the Greek islands.' },
].map((slide) => ({ ...slide, videoUrl: heroVideo(slide.id), poster: heroPoster(slide.id) }));

/** Insights carousel. */
export const insights: Insight[] = [
  { id: 'insight-01', title: 'The Science of Sleep Tourism', category: 'Longevity', readTime: '6 min read', date: '2026-10-14', image: insightImage(1),
    excerpt: 'Why the world’s best resorts now prescribe sleep studies before spa menus, and what a week of deep rest does to your biology.' },
  { id: 'insight-02', title: 'Lessons from Okinawa’s Centenarians', category: 'Blue Zones', readTime: '8 min read', date: '2026-09-30', image: insightImage(2),
    excerpt: 'Ikigai, moai and hara hachi bu: the daily habits of the longest-lived people on earth, and how to bring them home.' },
  { id: 'insight-03', title: 'Thermal Springs, Then and Now', category: 'Spa', readTime: '5 min read', date: '2026-09-12', image: insightImage(3),
    excerpt: 'From Roman Saturnia to modern Baden-Baden, what two thousand years of bathing culture got right about recovery.' },
  { id: 'insight-04', title: 'Reading Your Glucose Curve', category: 'Metabolic Health', readTime: '7 min read', date: '2026-08-28', image: insightImage(4),
    excerpt: 'Continuous glucose monitors have left the clinic. A metabolic physician explains which numbers matter and which do not.' },
  { id: 'insight-05', title: 'The Quiet Power of Forest Bathing', category: 'Healing', readTime: '4 min read', date: '2026-08-09', image: insightImage(5),
    excerpt: 'Shinrin-yoku lowers cortisol in as little as twenty minutes. Where to practise it, from Kyoto to the Black Forest.' },
  { id: 'insight-06', title: 'Designing a Longevity Journey', category: 'Guides', readTime: '6 min read', date: '2026-07-21', image: insightImage(6),
    excerpt: 'How our concierges match goals, health history and season to the right place, and the questions to ask before you book.' },
];
