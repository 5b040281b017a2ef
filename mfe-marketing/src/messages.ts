import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/**
 * The marketing remote's texts: they ship and release with it. English is bundled (the home page's first paint);
 * Spanish and French are one chunk each, loaded only for a page in that language.
 */
export const marketingMessages = defineMessages('marketing', en, {
  es: () => import(/* webpackChunkName: "messages-marketing-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-marketing-fr" */ './messages/fr.json'),
});

export const useMarketingT = () => marketingMessages.useT();
