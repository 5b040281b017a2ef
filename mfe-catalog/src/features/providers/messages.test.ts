import path from 'node:path';
import { checkCatalogue, differencesFromI18next } from '@wellness/shared/i18n/testing';
import { REVIEW_MESSAGES } from '@wellness/shared/domain';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

describe('the provider page’s catalogue', () => {
  // The page's and its server view's (the head) code.
  const report = checkCatalogue(en, { es, fr }, path.join(__dirname, '../..'));

  it('has every English key in Spanish and French, no other, and none unused', () => {
    expect(report.missing).toEqual({ es: [], fr: [] });
    expect(report.extra).toEqual({ es: [], fr: [] });
    expect(report.unused).toEqual([]);
  });

  it('writes every text in every language as i18next would', async () => {
    expect(await differencesFromI18next(en, { es, fr })).toEqual([]);
  });

  it('says “No reviews yet” as the shared domain does', () => {
    expect(en.noReviews).toBe(REVIEW_MESSAGES.noReviews);
  });
});
