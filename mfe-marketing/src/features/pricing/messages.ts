import { defineMessages, type TFunction } from '@wellness/shared/i18n';
import en from './messages/en.json';

/** The pricing page's texts, in its chunk (no other page carries them); Spanish and French one chunk each. */
export const pricingMessages = defineMessages('marketing-pricing', en, {
  es: () => import(/* webpackChunkName: "messages-pricing-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-pricing-fr" */ './messages/fr.json'),
});

/**
 * The four plans as the page shows them, their words by key: the shared data (`@wellness/shared/data/plans`, which the
 * API serves) says the same in English (a test compares them), but bundling both would carry every text twice.
 */
export const PLANS = [
  { id: 'core', name: 'Core', price: 0, popular: false, badge: null, cta: 'getStarted', description: 'core.description', features: ['core.f1', 'core.f2', 'core.f3'] },
  { id: 'premium', name: 'Premium', price: 50, popular: true, badge: 'popular', cta: 'getStarted', description: 'premium.description', features: ['premium.f1', 'premium.f2', 'premium.f3', 'premium.f4'] },
  { id: 'group', name: 'Group', price: 200, popular: false, badge: 'families', cta: 'getStarted', description: 'group.description', features: ['group.f1', 'group.f2', 'group.f3'] },
  { id: 'corporate', name: 'Corporate', price: 'custom', popular: false, badge: null, cta: 'contactSales', description: 'corporate.description', features: ['corporate.f1', 'corporate.f2', 'corporate.f3'] },
] as const;

export type Plan = (typeof PLANS)[number];

/** A plan in one language, shaped as the shared data's (`PricingPlan`). */
export const planIn = (plan: Plan, t: TFunction) => ({
  id: plan.id,
  name: plan.name,
  price: typeof plan.price === 'number' ? plan.price : t(plan.price),
  period: typeof plan.price === 'number' ? ('month' as const) : null,
  popular: plan.popular,
  badge: plan.badge && t(plan.badge),
  cta: t(plan.cta),
  description: t(plan.description),
  features: plan.features.map((key) => t(key)),
});
