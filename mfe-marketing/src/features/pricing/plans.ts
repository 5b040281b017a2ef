import type { PricingPlan } from '@wellness/shared/domain';

/**
 * The four plans of SPEC §2, bundled with the page so it paints without a request and without the sample data module
 * (the same plans as `pricingPlans` of `@wellness/shared/data`, which /api/content/pricing-plans serves; a test keeps
 * them equal).
 */
export const PLANS: readonly PricingPlan[] = [
  { id: 'core', name: 'Core', price: 0, period: 'month', popular: false, badge: null, cta: 'Get Started',
    description: 'Discover the collection and plan your first journey.',
    features: ['Browse every program and destination', 'Personal wellness assistant chat', 'Member newsletter and insights'] },
  { id: 'premium', name: 'Premium', price: 50, period: 'month', popular: true, badge: 'Most Popular', cta: 'Get Started',
    description: 'A dedicated concierge and member rates worldwide.',
    features: ['Everything in Core', 'Dedicated wellness concierge', 'Member rates and room upgrades', 'Priority booking on limited dates'] },
  { id: 'group', name: 'Group', price: 200, period: 'month', popular: false, badge: 'Perfect for Families', cta: 'Get Started',
    description: 'Premium benefits for up to 4 people.',
    features: ['Everything in Premium for up to 4 people', 'Family and multi-room planning', 'Shared itinerary and concierge'] },
  { id: 'corporate', name: 'Corporate', price: 'Custom', period: null, popular: false, badge: null, cta: 'Contact Sales',
    description: 'Executive health and team retreats for organisations.',
    features: ['Executive longevity assessments', 'Bespoke team retreats', 'Account manager and reporting'] },
];

/**
 * SPEC §2: the plan buttons do nothing. Rather than look broken, a button says so when pressed: sign-up for plans is
 * not open yet, and nothing was started or charged.
 */
export const planNote = (plan: Pick<PricingPlan, 'name' | 'cta'>) =>
  plan.cta === 'Contact Sales'
    ? 'Corporate enquiries open soon. Nothing has been sent yet.'
    : `Sign-up for the ${plan.name} plan opens soon. Nothing has been started or charged.`;
