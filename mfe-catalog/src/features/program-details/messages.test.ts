import path from 'node:path';
import { describeCatalogue } from '@wellness/shared/i18n/testing';
import {
  BOOKING_MESSAGES, BOOKING_MODE_LABEL, BOOKING_MODES, CANCELLATION_POLICIES, CANCELLATION_POLICY_LABEL, CANCELLATION_POLICY_RULE, depositText, nextStepFor,
  placesLeftText, REVIEW_MESSAGES, REVIEW_SORT_LABEL, THREAD_MESSAGES, VALIDATION_MESSAGES, type ChargeAtBooking, type MoneyAtBooking,
} from '@wellness/shared/domain';
import { bookingFormSchema } from '@wellness/shared/schemas';
import { depositIn, detailsMessages, modeLabelIn, nextStepIn, nightsIn, placesLeftIn, policyRuleIn } from './messages';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import bookingEn from './booking/messages/en.json';
import bookingEs from './booking/messages/es.json';
import bookingFr from './booking/messages/fr.json';
import laterEn from './later/messages/en.json';
import laterEs from './later/messages/es.json';
import laterFr from './later/messages/fr.json';
import noticeEn from './booking-notice/messages/en.json';
import noticeEs from './booking-notice/messages/es.json';
import noticeFr from './booking-notice/messages/fr.json';
import { BOOKING_NOTICE_TEXTS } from './booking-notice/BookingNotice';
import { DETAILS_MESSAGES, SECTION_LABELS } from './detailsMessages';
import { SESSIONS_TEXTS } from './SessionsSection';
import { NO_SCHEDULE } from './ScheduleSection';
import { NO_ARRIVAL } from './ArrivalSection';
import { SECTIONS } from './sections';

// The program page's catalogues, each in its chunk: the page's (first paint), the booking dialog's, the parts that
// load later, and the booking notice's; each checked against the code of the folder that uses it.
describeCatalogue('the program page catalogue', en, { es, fr }, __dirname);
describeCatalogue('the booking dialog catalogue', bookingEn, { es: bookingEs, fr: bookingFr }, path.join(__dirname, 'booking'));
// The later parts' catalogue also holds the words of the page's head (its server view, app/serverViews).
describeCatalogue('the later parts catalogue', laterEn, { es: laterEs, fr: laterFr }, path.join(__dirname, '../..'));
describeCatalogue('the booking notice catalogue', noticeEn, { es: noticeEs, fr: noticeFr }, path.join(__dirname, 'booking-notice'));

// The shared domain says these in English (the API and the dashboards use them): the page's English is the same words.
describe('the English catalogue says what the shared domain says', () => {
  const t = detailsMessages.fixedT('en');
  const moneys: MoneyAtBooking[] = ['nothing', 'charged', 'held', 'whole_charged', 'whole_held', 'manual'];
  const charges: ChargeAtBooking[] = ['none', 'deposit', 'whole', 'manual'];

  it('how a program books, what happens next and what is charged', () => {
    for (const mode of BOOKING_MODES) {
      expect(modeLabelIn(t, mode)).toBe(BOOKING_MODE_LABEL[mode]);
      for (const signedIn of [true, false])
        for (const charge of charges)
          for (const hours of [1, 24]) expect(nextStepIn(t, mode, signedIn, hours, charge, 30)).toBe(nextStepFor(mode, signedIn, hours, charge, 30));
    }
    for (const money of moneys) expect(depositIn(t, 30, money)).toBe(depositText(30, money));
    expect(t('booking.noHost')).toBe(BOOKING_MESSAGES.noHost);
  });

  it('the cancellation policies, places left and nights', () => {
    for (const policy of CANCELLATION_POLICIES) {
      expect(policyRuleIn(t, policy)).toBe(CANCELLATION_POLICY_RULE[policy]);
      expect(t(`card.${policy}`)).toBe(`${CANCELLATION_POLICY_LABEL[policy]} cancellation`);
      expect(bookingEn.policyName[policy]).toBe(CANCELLATION_POLICY_LABEL[policy]);
    }
    for (const places of [0, 1, 3]) expect(placesLeftIn(t, places)).toBe(placesLeftText(places));
    expect(nightsIn(t, 1, '')).toBe('1 night');
    expect(nightsIn(t, 6, '')).toBe('6 nights');
  });

  it('the form’s rules and the refusals it shows by their English words', () => {
    expect(bookingEn.check).toMatchObject({
      required: VALIDATION_MESSAGES.required, email: VALIDATION_MESSAGES.email, phone: VALIDATION_MESSAGES.bookingPhone, date: VALIDATION_MESSAGES.date,
      characters: VALIDATION_MESSAGES.unsupportedCharacters, sessionFull: BOOKING_MESSAGES.sessionFull, sessionPast: BOOKING_MESSAGES.sessionPast,
      sessionRequired: BOOKING_MESSAGES.sessionRequired, ownProgram: BOOKING_MESSAGES.ownProgram, dateTooFar: BOOKING_MESSAGES.dateTooFar,
    });
    expect(bookingFormSchema.safeParse({ name: 'A', email: 'a@b.co', phone: '0791234567', preferredDate: '2099-01-01', guests: 'x' }).error?.issues[0]?.message).toBe(bookingEn.check.guests);
  });

  it('the reviews and the question to the host', () => {
    expect(laterEn.reviews.none).toBe(REVIEW_MESSAGES.noReviews);
    expect([laterEn.reviews.newest, laterEn.reviews.highest, laterEn.reviews.lowest]).toEqual([REVIEW_SORT_LABEL.newest, REVIEW_SORT_LABEL.highest, REVIEW_SORT_LABEL.lowest]);
    expect([en.askHost, en.noHostToAsk]).toEqual([THREAD_MESSAGES.askHost, THREAD_MESSAGES.noHost]);
    expect(noticeEn).toMatchObject(BOOKING_NOTICE_TEXTS);
  });

  it('the English words the tests read (SPEC’s) are the catalogue’s', () => {
    expect(DETAILS_MESSAGES).toEqual({ loading: en.loading, notFound: en.notFound, failed: en.failed, noEvents: en.events.none });
    expect(en.sessions).toMatchObject(SESSIONS_TEXTS);
    expect([NO_SCHEDULE, NO_ARRIVAL]).toEqual([en.schedule.none, en.arrival.none]);
    for (const section of SECTIONS) expect(t(section.key)).toBe(SECTION_LABELS[section.id]);
  });
});
