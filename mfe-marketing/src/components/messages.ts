import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/**
 * The texts of the components the home and chat pages share (the carousels, a section that fails to load): painted at
 * once in their placeholders, so bundled in English with them; Spanish and French one chunk each.
 */
export const componentMessages = defineMessages('marketing-components', en, {
  es: () => import(/* webpackChunkName: "messages-components-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-components-fr" */ './messages/fr.json'),
});
