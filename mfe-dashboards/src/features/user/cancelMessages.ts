import { defineMessages, type TFunction } from '@wellness/shared/i18n';
import type { CancellationPolicy } from '@wellness/shared/domain';
import en from './cancel-messages/en.json';

/** The cancel dialog's texts (what the policy gives back, its rule): in the dialog's chunk, loaded when a guest first cancels. */
export const cancelMessages = defineMessages('dashboards-user-cancel', en, {
  es: () => import(/* webpackChunkName: "messages-dashboards-es" */ './cancel-messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-dashboards-fr" */ './cancel-messages/fr.json'),
});

export const useCancelT = () => cancelMessages.useT();

const RULE = { flexible: 'rule.flexible', moderate: 'rule.moderate', strict: 'rule.strict' } as const satisfies Record<CancellationPolicy, string>;

/** A cancellation policy's rule in plain words (the shared CANCELLATION_POLICY_RULE). */
export const policyRuleIn = (t: TFunction, policy: CancellationPolicy) => t(RULE[policy]);
