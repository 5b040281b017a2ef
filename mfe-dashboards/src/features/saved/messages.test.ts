import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { DEFAULT_PRICE_TEXT, SAVED_MESSAGES } from '@wellness/shared/domain';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

describeCatalogue("the Saved page's catalogue", en, { es, fr }, __dirname, () => {
  it('says in English what the shared domain says', () => {
    expect([en.empty, en.emptyHint, en.gone, en.contact]).toEqual([SAVED_MESSAGES.empty, SAVED_MESSAGES.emptyHint, SAVED_MESSAGES.noLongerAvailable, DEFAULT_PRICE_TEXT]);
  });
});
