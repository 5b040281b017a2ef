import type { TFunction } from '@wellness/shared/i18n';
import { pricingMessages, type Plan } from './messages';

/**
 * The spec gives the plan buttons no action. Rather than look broken, a button says so when pressed: sign-up for
 * plans is not open yet, and nothing was started or charged.
 */
export const planNote = (plan: Pick<Plan, 'name' | 'cta'>, t: TFunction = pricingMessages.fixedT('en')) =>
  plan.cta === 'contactSales' ? t('noteCorporate') : t('note', { plan: plan.name });
