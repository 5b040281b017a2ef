import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { LANGUAGES, VALIDATION_MESSAGES } from '@wellness/shared/domain';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

describeCatalogue("the account pages' catalogue", en, { es, fr }, __dirname, () => {
  it('says the shared schema’s rules and language names in their English words', () => {
    expect(en.check).toEqual({ email: VALIDATION_MESSAGES.email, characters: VALIDATION_MESSAGES.unsupportedCharacters });
    expect(en.preferences.languages).toEqual(Object.fromEntries(LANGUAGES.map(({ value, label }) => [value, label])));
  });
});
