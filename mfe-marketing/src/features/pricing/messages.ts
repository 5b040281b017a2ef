import { defineMessages, type TFunction } from '@wellness/shared/i18n';
import type { PricingPlan } from '@wellness/shared/domain';
import en from './messages/en.json';

/** The pricing page's texts, in its chunk (no other page carries them); Spanish and French one chunk each. */
export const pricingMessages = defineMessages('marketing-pricing', en, {
  es: () => import(/* webpackChunkName: "messages-pricing-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-pricing-fr" */ './messages/fr.json'),
});

/** Each plan's words by its id: the plans are shared data in English (the API serves them too). */
const PLAN_KEYS = {
  core: { description: 'core.description', features: ['core.f1', 'core.f2', 'core.f3'] },
  premium: { description: 'premium.description', features: ['premium.f1', 'premium.f2', 'premium.f3', 'premium.f4'] },
  group: { description: 'group.description', features: ['group.f1', 'group.f2', 'group.f3'] },
  corporate: { description: 'corporate.description', features: ['corporate.f1', 'corporate.f2', 'corporate.f3'] },
} as const satisfies Record<string, { description: string; features: readonly string[] }>;

/** The badges, buttons and price texts the plans name in English. */
const WORDS: Record<string, string> = {
  'Most Popular': 'popular',
  'Perfect for Families': 'families',
  'Get Started': 'getStarted',
  'Contact Sales': 'contactSales',
  Custom: 'custom',
};

const word = (t: TFunction, text: string) => (WORDS[text] ? t(WORDS[text]) : text);

/** A plan in the page's language: a plan without its words here keeps the data's English. */
export function localPlan(plan: PricingPlan, t: TFunction): PricingPlan {
  const keys = (PLAN_KEYS as Record<string, { description: string; features: readonly string[] }>)[plan.id];
  return {
    ...plan,
    price: typeof plan.price === 'number' ? plan.price : word(t, plan.price),
    badge: plan.badge && word(t, plan.badge),
    cta: word(t, plan.cta),
    description: keys ? t(keys.description) : plan.description,
    features: keys ? keys.features.map((key) => t(key)) : plan.features,
  };
}
