import { describeCatalogue } from '@wellness/shared/i18n/testing';
import {
  BOOKING_STATES, CANCELLATION_POLICIES, CANCELLATION_POLICY_LABEL, cancellationOutcome, DEFAULT_PRICE_TEXT, MANUAL_PAYMENT_METHOD_LABEL, MANUAL_PAYMENT_METHODS,
  OWNER_BOOKING_STATE_LABEL,
} from '@wellness/shared/domain';
import { recordManualPaymentSchema } from '@wellness/shared/schemas';
import { OWNER_STATE } from './booking-requests/BookingRequests';
import path from 'node:path';
import { bookingDialogsMessages } from './booking-requests/messages';
import dialogsEn from './booking-requests/messages/en.json';
import dialogsEs from './booking-requests/messages/es.json';
import dialogsFr from './booking-requests/messages/fr.json';
import { componentsMessages, METHOD_KEY } from './messages';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

// The components' catalogue (an owner's programs page's first paint) and the booking dialogs' (their lazy chunk).
describeCatalogue('the components catalogue', en, { es, fr }, __dirname);
describeCatalogue('the booking dialogs catalogue', dialogsEn, { es: dialogsEs, fr: dialogsFr }, path.join(__dirname, 'booking-requests'));

describe("the dashboards' components' messages", () => {
  it('says the shared domain’s words in English: states, policies, payment methods, the refund and the payment rules', () => {
    const t = componentsMessages.fixedT('en');
    const dialogs = bookingDialogsMessages.fixedT('en');
    for (const state of BOOKING_STATES) expect(t(OWNER_STATE[state])).toBe(OWNER_BOOKING_STATE_LABEL[state]);
    for (const policy of CANCELLATION_POLICIES) expect(t(`requests.${policy}`)).toBe(`${CANCELLATION_POLICY_LABEL[policy]} policy`);
    for (const method of MANUAL_PAYMENT_METHODS) expect(t(METHOD_KEY[method])).toBe(MANUAL_PAYMENT_METHOD_LABEL[method]);
    expect([t('requests.noPrice'), t('card.contactForPricing')]).toEqual([DEFAULT_PRICE_TEXT, DEFAULT_PRICE_TEXT]);
    const stay = { state: 'confirmed' as const, startDate: '2030-05-09', currency: 'USD', policy: 'strict' as const };
    expect(dialogs('cancel.refundOf', { amount: '$10,350' })).toBe(cancellationOutcome({ ...stay, total: 10350 }, 'owner', new Date('2030-05-01'), 'en').text);
    expect(dialogs('cancel.refund')).toBe(cancellationOutcome({ ...stay, total: null }, 'owner', new Date('2030-05-01'), 'en').text);
    const rules = [{}, { amount: -1, method: 'cheque' }, { amount: 20_000_000, method: 'bank_transfer', note: 'x'.repeat(501) }].flatMap(
      (input) => recordManualPaymentSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [],
    );
    expect(new Set(rules)).toEqual(new Set(['payment.enterAmount', 'payment.positive', 'payment.tooLarge', 'payment.chooseMethod', 'payment.noteTooLong'].map((key) => dialogs(key))));
  });

  it('loads a language only when asked, then writes in it', async () => {
    await componentsMessages.load('fr');
    const t = componentsMessages.fixedT('fr');
    expect(t('requests.guests', { count: 1 })).toBe('1 voyageur');
    expect(t('sessions.placesLeft', { count: 3 })).toBe('3 places restantes');
  });
});
