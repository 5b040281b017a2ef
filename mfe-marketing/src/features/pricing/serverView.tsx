import type { PageHead, ServerView } from '@wellness/shared/contract';
import { pricingPlans } from '@wellness/shared/data/plans';
import { describe, pageTitle } from '@wellness/shared/seo';
import { PRICING_LEAD } from './copy';
import { PricingPage } from './PricingPage';
import { pricingLd } from './pricingLd';

/** The pricing page's head: titled Subscription, as its heading; its plans as an offer catalogue. */
export function pricingHead(origin: string): PageHead {
  return { title: pageTitle('Subscription'), description: describe(PRICING_LEAD), canonical: '/pricing', jsonLd: [pricingLd(origin, pricingPlans)] };
}

/** `/pricing` for the site's server: the plans are part of the page's code, so it needs no call. */
export const serverView: ServerView = async (request) => ({ kind: 'page', view: <PricingPage />, head: pricingHead(request.origin) });

/** The page without data, rendered at build time: served when its server view cannot be. */
export const firstView = () => <PricingPage />;
