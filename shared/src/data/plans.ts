import type { PricingPlan } from '../domain';

/**
 * The four subscription plans: Core, Premium, Group and Corporate, at 0, 50 and 200 a month and a custom price.
 * The API serves them (GET /api/content/pricing-plans) and the pricing page bundles them, so it paints without a
 * request: a module of its own (`@wellness/shared/data/plans`) keeps the rest of the sample data off that page.
 */
export const pricingPlans: PricingPlan[] = [
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
