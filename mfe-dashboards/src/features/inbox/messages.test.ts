import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { BOOKING_STATE_LABEL, BOOKING_STATES, CANCELLATION_POLICIES, CANCELLATION_POLICY_LABEL, DEFAULT_PRICE_TEXT, MESSAGE_MAX, OWNER_BOOKING_STATE_LABEL, SYSTEM_LINE, THREAD_MESSAGES, VALIDATION_MESSAGES } from '@wellness/shared/domain';
import { messageSchema } from '@wellness/shared/schemas';
import { inboxMessages, knownText, stateIn } from './messages';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

describeCatalogue("the inbox's messages", en, { es, fr }, __dirname, () => {
  it('says the shared domain’s words in English: states, policies, system lines and the thread’s refusals', () => {
    const t = inboxMessages.fixedT('en');
    for (const state of BOOKING_STATES) {
      expect(stateIn(t, 'guest', state)).toBe(BOOKING_STATE_LABEL[state]);
      expect(stateIn(t, 'owner', state)).toBe(OWNER_BOOKING_STATE_LABEL[state]);
      expect(t(`system.${state}`)).toBe(SYSTEM_LINE[state]);
    }
    for (const policy of CANCELLATION_POLICIES) expect(t(`booking.${policy}`)).toBe(CANCELLATION_POLICY_LABEL[policy]);
    expect([t('notAParty'), t('notFound'), t('list.empty'), t('composer.empty'), t('composer.tooMany'), t('composer.characters'), t('booking.noPrice')]).toEqual([
      THREAD_MESSAGES.notAParty, THREAD_MESSAGES.notFound, THREAD_MESSAGES.inboxEmpty, THREAD_MESSAGES.empty, THREAD_MESSAGES.tooMany, VALIDATION_MESSAGES.unsupportedCharacters, DEFAULT_PRICE_TEXT,
    ]);
    expect(t('composer.tooLong', { max: MESSAGE_MAX })).toBe(THREAD_MESSAGES.tooLong);
  });

  it('shows the composer’s rules and a booking’s system lines in the page’s language', async () => {
    await inboxMessages.load('fr');
    const t = inboxMessages.fixedT('fr');
    const rules = [' ', 'x'.repeat(MESSAGE_MAX + 1), 'Bad \u0000'].map((text) => messageSchema.safeParse({ text }).error!.issues[0]!.message);
    expect(rules.map((rule) => knownText(t, 'fr', rule))).toEqual(['Écrivez d’abord un message.', 'Un message compte au plus 2000 caractères.', 'Veuillez supprimer les caractères non pris en charge']);
    expect(knownText(t, 'fr', SYSTEM_LINE.confirmed!)).toBe('Réservation confirmée.');
    expect(knownText(t, 'fr', 'Hello, see you soon')).toBe('Hello, see you soon');
  });
});
