import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { REVIEW_MESSAGES } from '@wellness/shared/domain';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

describeCatalogue('the provider page’s catalogue', en, { es, fr }, __dirname, () => {
  it('says “No reviews yet” as the shared domain does', () => {
    expect(en.noReviews).toBe(REVIEW_MESSAGES.noReviews);
  });
});
