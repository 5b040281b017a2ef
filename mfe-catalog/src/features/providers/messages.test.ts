import path from 'node:path';
import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { REVIEW_MESSAGES } from '@wellness/shared/domain';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

// The page's and its server view's (the head) code.
describeCatalogue('the provider page’s catalogue', en, { es, fr }, path.join(__dirname, '../..'), () => {
  it('says “No reviews yet” as the shared domain does', () => {
    expect(en.noReviews).toBe(REVIEW_MESSAGES.noReviews);
  });
});
