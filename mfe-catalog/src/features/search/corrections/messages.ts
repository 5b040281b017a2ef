import { defineMessages, type TFunction } from '@wellness/shared/i18n';
import type { SearchCorrection } from '@wellness/shared/domain';
import { formatNumber } from '@wellness/shared/format';
import en from './messages/en.json';

/**
 * What the search page says of the values of its address it could not use: only a hand-edited or old link has any, so
 * the words load with their own chunk, not with the page's first paint; Spanish and French in the map's language chunks.
 */
export const correctionMessages = defineMessages('catalog-search-corrections', en, {
  es: () => import(/* webpackChunkName: "messages-search-map-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-search-map-fr" */ './messages/fr.json'),
});

const OUT_OF_RANGE = {
  minPrice: 'outOfRange.minPrice',
  maxPrice: 'outOfRange.maxPrice',
  minNights: 'outOfRange.minNights',
  maxNights: 'outOfRange.maxNights',
  guests: 'outOfRange.guests',
  minRating: 'outOfRange.minRating',
} as const;

/** A correction in the page's language, its bounds written as the language writes numbers. */
export function correctionIn(t: TFunction, correction: SearchCorrection, locale: string): string {
  const { value = '', min, max } = correction.values;
  const bounds = { min: min === undefined ? '' : formatNumber(min, locale), max: max === undefined ? '' : formatNumber(max, locale) };
  switch (correction.code) {
    case 'unreadable': return t('unreadable', { param: correction.param });
    case 'outOfRange': {
      const key = OUT_OF_RANGE[correction.param as keyof typeof OUT_OF_RANGE];
      return key ? t(key, { value, ...bounds }) : correction.message;
    }
    case 'unknownCategory': return t('unknownCategory', { value });
    case 'pricesSwapped': return t('pricesSwapped');
    case 'nightsSwapped': return t('nightsSwapped');
    case 'badMonth': return t('badMonth', { value });
    case 'badInstant': return t('badInstant');
    case 'unknownSort': return t('unknownSort', { value });
    case 'badPage': return t('badPage', { value });
    case 'badBbox': return t('badBbox');
  }
}
