import path from 'node:path';
import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { BOOKING_MODE_LABEL, CANCELLATION_POLICIES, CANCELLATION_POLICY_LABEL, DEFAULT_DURATION_TEXT, DEFAULT_PRICE_TEXT, SEARCH_SORTS } from '@wellness/shared/domain';
import { CONVERTED_PRICE_TEXTS } from '../components/ConvertedPrice/ConvertedPrice';
import { listMessages, nightsIn, policyIn, priceIn, resultCountIn, sortLabelIn } from './listMessages';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

// The lists' shared words are used across the remote (its cards, its list pages, its server views).
describeCatalogue('the lists catalogue', en, { es, fr }, path.join(__dirname, '..'));

describe('the lists’ words', () => {
  const t = listMessages.fixedT('en');
  beforeAll(() => Promise.all([listMessages.load('es'), listMessages.load('fr')]));

  it('the card’s English is the shared domain’s', () => {
    expect(t('card.instant')).toBe(BOOKING_MODE_LABEL.instant);
    for (const policy of CANCELLATION_POLICIES) expect(policyIn(t, policy)).toBe(`${CANCELLATION_POLICY_LABEL[policy]} cancellation`);
    expect(nightsIn(t, null, '')).toBe(DEFAULT_DURATION_TEXT);
    expect(nightsIn(t, null, '2 night minimum')).toBe('2 night minimum');
    expect(priceIn(t, { price: null, priceText: '' }, 'en')).toBe(DEFAULT_PRICE_TEXT);
    expect(priceIn(t, { price: 3450, currency: 'USD', priceText: '' }, 'en')).toBe('$3,450');
    expect(t('price.ratesOf', { date: '10 Jan 2027' })).toBe(CONVERTED_PRICE_TEXTS.ratesOf('10 Jan 2027'));
    expect(t('price.approximately', { amount: '€3,180', date: '10 Jan 2027' })).toBe(CONVERTED_PRICE_TEXTS.approximately('≈ €3,180', '10 Jan 2027'));
  });

  it('every sort has its own name in every language', () => {
    for (const locale of ['en', 'es', 'fr'] as const) {
      const names = SEARCH_SORTS.map((sort) => sortLabelIn(listMessages.fixedT(locale), sort));
      expect(new Set(names).size).toBe(SEARCH_SORTS.length);
      expect(names.every((name) => !name.startsWith('sort.'))).toBe(true);
    }
  });

  it('counts in the plural forms of each language', () => {
    const count = (locale: 'en' | 'es' | 'fr', n: number) => resultCountIn(listMessages.fixedT(locale), n, false, locale);
    expect([count('en', 1), count('en', 12)]).toEqual(['1 program', '12 programs']);
    expect([count('es', 1), count('es', 12), count('es', 1_000_000)]).toEqual(['1 programa', '12 programas', '1.000.000 de programas']);
    expect([count('fr', 1), count('fr', 12), count('fr', 0)]).toEqual(['1 programme', '12 programmes', '0 programme']);
    expect(nightsIn(listMessages.fixedT('fr'), 1, '')).toBe('1 nuit');
    expect(nightsIn(listMessages.fixedT('es'), 6, '')).toBe('6 noches');
  });
});
