import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { THREAD_MESSAGES, VALIDATION_MESSAGES } from '@wellness/shared/domain';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

describeCatalogue('the question to the host’s catalogue', en, { es, fr }, __dirname, () => {
  // The dialog maps the shared schema's English rules and the API's refusals to its keys by these words.
  it('says in English what the shared domain says', () => {
    expect(en.title).toBe(THREAD_MESSAGES.askHost);
    expect({ empty: en.check.empty, noHost: en.check.noHost, ownProgram: en.check.ownProgram, tooMany: en.check.tooMany }).toEqual({
      empty: THREAD_MESSAGES.empty, noHost: THREAD_MESSAGES.noHost, ownProgram: THREAD_MESSAGES.ownProgram, tooMany: THREAD_MESSAGES.tooMany,
    });
    expect(en.check.characters).toBe(VALIDATION_MESSAGES.unsupportedCharacters);
    expect(THREAD_MESSAGES.tooLong).toMatch(/^Messages are at most \d+ characters\.$/);
    expect(en.check.tooLong.replace('{{max}}', THREAD_MESSAGES.tooLong.replace(/\D/g, ''))).toBe(THREAD_MESSAGES.tooLong);
  });
});
