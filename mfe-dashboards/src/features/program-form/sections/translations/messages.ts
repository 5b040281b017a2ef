import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/**
 * The program form's translations section (../TranslationsSection.tsx): English bundled with the form, Spanish and
 * French one chunk each, loaded only for a dashboard in that language.
 */
export const translationsMessages = defineMessages('dashboards-program-translations', en, {
  es: () => import(/* webpackChunkName: "messages-program-translations-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-program-translations-fr" */ './messages/fr.json'),
});

export const useTranslationsT = () => translationsMessages.useT();
