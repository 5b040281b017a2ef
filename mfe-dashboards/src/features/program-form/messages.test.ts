import { describeCatalogue } from '@wellness/shared/i18n/testing';
import {
  BOOKING_MODE_LABEL, CANCELLATION_POLICIES, CANCELLATION_POLICY_LABEL, CANCELLATION_POLICY_RULE, ERROR_MESSAGES, PROGRAM_PAYMENT_METHOD_HINT,
  PROGRAM_PAYMENT_METHOD_LABEL, PROGRAM_PAYMENT_METHODS, VALIDATION_MESSAGES,
} from '@wellness/shared/domain';
import { programFormSchema } from '@wellness/shared/schemas';
import { checkText, programFormMessages } from './messages';
import { DELETE_CONFIRMATION } from './ProgramForm';
import { POLICY_KEYS } from './sections/BookingTermsSection';
import { sessionRuleErrors } from './sessionRules';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

describeCatalogue("the program form's messages", en, { es, fr }, __dirname);

describe('the English catalogue says what the shared domain and schemas say', () => {
  const t = programFormMessages.fixedT('en');

  it('the labels of booking modes, policies and payment methods, and the spec’s confirmation', () => {
    expect([t('terms.instant'), t('terms.request')]).toEqual([BOOKING_MODE_LABEL.instant, BOOKING_MODE_LABEL.request]);
    for (const policy of CANCELLATION_POLICIES) expect([t(POLICY_KEYS[policy][0]), t(POLICY_KEYS[policy][1])]).toEqual([CANCELLATION_POLICY_LABEL[policy], CANCELLATION_POLICY_RULE[policy]]);
    for (const method of PROGRAM_PAYMENT_METHODS) expect([t(`terms.${method}`), t(`terms.${method}Hint`)]).toEqual([PROGRAM_PAYMENT_METHOD_LABEL[method], PROGRAM_PAYMENT_METHOD_HINT[method]]);
    expect(t('dialog.confirmDelete')).toBe(DELETE_CONFIRMATION);
    expect(t('notFound')).toBe(ERROR_MESSAGES.programNotFound);
    expect(t('check.required')).toBe(VALIDATION_MESSAGES.required);
  });

  // Bad programs of every kind the schema refuses: each message it gives is one the form knows, so none shows in English on a French page.
  const bad = [
    { status: 'pending' },
    { name: 'x'.repeat(201), location: 'Bad \u0000', category: 'bowling', price: 20_000_000, status: 'archived', images: ['https://elsewhere.example/a.jpg'] },
    { price: { amount: 1 }, images: Array.from({ length: 41 }, () => '/uploads/a.jpg'), bookingOptions: { availableDates: ['someday'], pricePerPerson: '$20,000,000' } },
    { latitude: 91, longitude: 'east' },
    { latitude: 10 },
    { latitude: 'north', longitude: 10 },
    { price: '$20,000,000', bookingOptions: { pricePerPerson: '$20,000,000' } },
    { sessions: [{ startDate: '2030-01-01', nights: 1, places: 1 }, { startDate: '2030-01-01', nights: 2, places: 2 }] },
    { longitude: 200, latitude: -100 },
    { bookingMode: 'later', responseHours: 0, cancellationPolicy: 'never', depositPercent: 1.5, paymentMethod: 'cheque' },
    { responseHours: 200, depositPercent: -1 },
    { depositPercent: 101, responseHours: 'soon' },
    { sessions: [{ startDate: '2030-01-01', nights: 'six', places: 'ten' }, { startDate: '2030-01-01', nights: 1.5, places: 2.5 }] },
    { sessions: [{ startDate: 'soon', nights: 0, places: 0 }, { startDate: '2030-02-01', nights: 61, places: 501 }] },
    { sessions: Array.from({ length: 101 }, (_, i) => ({ startDate: `2030-01-${String((i % 28) + 1).padStart(2, '0')}`, nights: 1, places: 1 })) },
  ];

  it('knows every message the program schema gives', () => {
    const messages = new Set(bad.flatMap((input) => programFormSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []));
    expect(messages.size).toBeGreaterThan(30);
    return programFormMessages.load('fr').then(() => {
      const french = programFormMessages.fixedT('fr');
      const unknown = [...messages].filter((message) => checkText(t, 'en', message) !== message || checkText(french, 'fr', message) === message);
      expect(unknown).toEqual([]);
      for (const message of messages) expect(checkText(t, 'en', message)).toBe(message);
    });
  });

  it('knows the rules of sessions only the form checks', async () => {
    await programFormMessages.load('fr');
    const french = programFormMessages.fixedT('fr');
    const saved = [{ key: 's1', id: 's1', startDate: '2030-01-01', nights: '6', places: '10', taken: 3 }, { key: 's2', id: 's2', startDate: '2030-02-01', nights: '6', places: '10', taken: 1 }];
    const errors = sessionRuleErrors([{ id: 's1', startDate: '2030-01-01', places: 2 }, { id: 's2', startDate: '2030-02-01', places: 0 }, { startDate: '2020-01-01', places: 5 }], saved, '2029-12-01');
    expect(Object.values(errors).map((message) => checkText(t, 'en', message))).toEqual(Object.values(errors));
    expect(Object.values(errors).map((message) => checkText(french, 'fr', message))).toEqual([
      '3 places sont déjà prises\u00a0; la session ne peut pas avoir moins de places.',
      '1 place est déjà prise\u00a0; la session ne peut pas avoir moins de places.',
      'Une session ne peut pas commencer dans le passé',
    ]);
  });
});
