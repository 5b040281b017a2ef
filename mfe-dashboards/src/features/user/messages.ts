import type { Locale } from '@wellness/shared/format';
import { defineMessages } from '@wellness/shared/i18n';
import { SITE_NAME } from '@wellness/shared/seo';
import en from './messages/en.json';

/** The guest's dashboard (My Programs, a booking, the cancel dialog): in its page's chunk; Spanish and French one chunk each. */
export const userMessages = defineMessages('dashboards-user', en, {
  es: () => import(/* webpackChunkName: "messages-dashboards-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-dashboards-fr" */ './messages/fr.json'),
});

export const useUserT = () => userMessages.useT();


/** The page's title and description when the site's server renders it with the visitor's session (ADR 0018). */
export async function userDashboardHead(locale: Locale): Promise<{ title: string; description: string }> {
  await userMessages.load(locale);
  const t = userMessages.fixedT(locale);
  return { title: `${t('title')} · ${SITE_NAME}`, description: t('head.description') };
}
