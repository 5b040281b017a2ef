import type { PricingPlan } from '@wellness/shared/domain';

/**
 * The spec gives the plan buttons no action. Rather than look broken, a button says so when pressed: sign-up for
 * plans is not open yet, and nothing was started or charged.
 */
export const planNote = (plan: Pick<PricingPlan, 'name' | 'cta'>) =>
  plan.cta === 'Contact Sales'
    ? 'Corporate enquiries open soon. Nothing has been sent yet.'
    : `Sign-up for the ${plan.name} plan opens soon. Nothing has been started or charged.`;
