import type { PageHead, ServerView } from '@wellness/shared/contract';
import { pricingPlans } from '@wellness/shared/data/plans';
import { describe, pageTitle } from '@wellness/shared/seo';
import type { Locale } from '@wellness/shared/format';
import { pricingMessages } from './messages';
import { PricingPage } from './PricingPage';
import { pricingLd } from './pricingLd';

/** The pricing page's head, in the page's language: titled Subscription, as its heading; its plans as an offer catalogue. */
export function pricingHead(origin: string, locale: Locale = 'en'): PageHead {
  const t = pricingMessages.fixedT(locale);
  return { title: pageTitle(t('title')), description: describe(t('lead')), canonical: '/pricing', jsonLd: [pricingLd(origin, pricingPlans)] };
}

/** `/pricing` for the site's server: the plans are part of the page's code, so it needs no call. */
export const serverView: ServerView = async (request) => {
  await pricingMessages.load(request.locale ?? 'en');
  return { kind: 'page', view: <PricingPage />, head: pricingHead(request.origin, request.locale ?? 'en') };
};

/** The page without data, rendered at build time: served when its server view cannot be. */
export const firstView = () => <PricingPage />;
