import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/**
 * The shell's own texts (header, footer, dialogs, errors): English bundled for first paint, Spanish and French each
 * one chunk, loaded only for a page in that language.
 */
export const shellMessages = defineMessages('shell', en, {
  es: () => import(/* webpackChunkName: "messages-shell-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-shell-fr" */ './messages/fr.json'),
});

export const useShellT = () => shellMessages.useT();
