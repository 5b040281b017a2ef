import type { PricingPlan } from '@wellness/shared/domain';
import type { TFunction } from '@wellness/shared/i18n';
import { pricingMessages } from './messages';

/**
 * The spec gives the plan buttons no action. Rather than look broken, a button says so when pressed: sign-up for
 * plans is not open yet, and nothing was started or charged. `plan` is the shared data's (its `cta` in English).
 */
export const planNote = (plan: Pick<PricingPlan, 'name' | 'cta'>, t: TFunction = pricingMessages.fixedT('en')) =>
  plan.cta === 'Contact Sales' ? t('noteCorporate') : t('note', { plan: plan.name });
