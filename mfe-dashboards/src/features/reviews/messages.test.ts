import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { REVIEW_ASPECT_LABEL, REVIEW_MESSAGES, VALIDATION_MESSAGES } from '@wellness/shared/domain';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import formEn from './form-messages/en.json';
import formEs from './form-messages/es.json';
import formFr from './form-messages/fr.json';
import { reviewsMessages } from './messages';

// The pages' catalogue (their chunks) and the forms' (the forms' chunks, loaded when one is first opened).
describeCatalogue('the review pages catalogue', en, { es, fr }, __dirname);
describeCatalogue('the review forms catalogue', formEn, { es: formEs, fr: formFr }, __dirname);

describe('the review texts say in English what the shared domain says', () => {
  it('aspects, the empty list, the verified stay and the forms’ rules', () => {
    expect(en.card.aspect).toEqual(REVIEW_ASPECT_LABEL);
    expect(formEn.aspect).toEqual(REVIEW_ASPECT_LABEL);
    expect([en.none, en.card.verified, en.user.submitted]).toEqual([REVIEW_MESSAGES.noReviews, REVIEW_MESSAGES.verifiedStay, REVIEW_MESSAGES.submitted]);
    expect(formEn.check).toEqual({
      required: VALIDATION_MESSAGES.required, characters: VALIDATION_MESSAGES.unsupportedCharacters, rating: REVIEW_MESSAGES.rating,
      short: REVIEW_MESSAGES.textTooShort, long: REVIEW_MESSAGES.textTooLong,
    });
  });

  it('counts reviews by their plural form in French and Spanish', async () => {
    await Promise.all([reviewsMessages.load('fr'), reviewsMessages.load('es')]);
    const fr = reviewsMessages.fixedT('fr');
    const es = reviewsMessages.fixedT('es');
    expect(fr('owner.pageOf', { page: 1, pages: 2, count: 1, total: '1' })).toBe('Page 1 sur 2 · 1 avis');
    expect(fr('owner.pageOf', { page: 1, pages: 2, count: 1_000_000, total: '1 000 000' })).toBe('Page 1 sur 2 · 1 000 000 d’avis');
    expect(es('owner.pageOf', { page: 1, pages: 2, count: 1, total: '1' })).toBe('Página 1 de 2 · 1 opinión');
    expect(es('owner.pageOf', { page: 1, pages: 2, count: 12, total: '12' })).toBe('Página 1 de 2 · 12 opiniones');
  });
});
