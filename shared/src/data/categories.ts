import type { CategoryOption, ProgramGroupSlug } from '../domain';
import { categoryImage } from './media';

export interface ProgramGroupSeed {
  id: ProgramGroupSlug;
  slug: ProgramGroupSlug;
  type: string;
  description: string;
  image: string;
  badge: string;
}

/** The four program groups, in display order. */
export const programGroups: ProgramGroupSeed[] = [
  {
    id: 'transformative-health',
    slug: 'transformative-health',
    type: 'Transformative Health & Wellbeing',
    description:
      'Physician-led longevity journeys that pair advanced diagnostics with restorative ritual, so you return with a plan as well as a glow.',
    image: categoryImage('transformative-health'),
    badge: 'Longevity',
  },
  {
    id: 'healing-renewal',
    slug: 'healing-renewal',
    type: 'Healing & Renewal Experience',
    description:
      'Slow, deeply restorative stays in places that heal by nature: thermal springs, jungle shalas and forest trails where the nervous system finally exhales.',
    image: categoryImage('healing-renewal'),
    badge: 'Restore',
  },
  {
    id: 'metabolic-health',
    slug: 'metabolic-health',
    type: 'Metabolic Health',
    description:
      'Continuous glucose insight, precision nutrition and expert-coached movement to reset energy, weight and metabolic age for the long term.',
    image: categoryImage('metabolic-health'),
    badge: 'Precision',
  },
  {
    id: 'spa-relaxation',
    slug: 'spa-relaxation',
    type: 'Spa & Relaxation',
    description:
      'The world’s most celebrated spas, from Alpine thermal suites to cliffside ocean pavilions, with rituals composed around your own rhythm.',
    image: categoryImage('spa-relaxation'),
    badge: 'Signature Spa',
  },
];

/** The program form's category options, each with its card copy and the group it is listed under. */
export const categoryOptions: CategoryOption[] = [
  { value: 'wellness', label: 'Wellness', group: 'transformative-health', image: categoryImage('wellness'),
    description: 'Whole-person programs that balance body, mind and sleep under expert guidance.' },
  { value: 'detox', label: 'Detox', group: 'healing-renewal', image: categoryImage('detox'),
    description: 'Medically supervised cleanses, fasting-mimicking menus and lymphatic therapies.' },
  { value: 'fitness', label: 'Fitness', group: 'metabolic-health', image: categoryImage('fitness'),
    description: 'Performance coaching, altitude training and strength work built on your own data.' },
  { value: 'spa', label: 'Spa', group: 'spa-relaxation', image: categoryImage('spa'),
    description: 'Thermal circuits, signature massages and rituals drawn from local healing traditions.' },
  { value: 'yoga', label: 'Yoga & Meditation', group: 'healing-renewal', image: categoryImage('yoga'),
    description: 'Daily practice with master teachers, breathwork and silent mornings in remarkable places.' },
  { value: 'nutrition', label: 'Nutrition', group: 'metabolic-health', image: categoryImage('nutrition'),
    description: 'Chef-led, science-based eating that you learn to cook and keep at home.' },
];
