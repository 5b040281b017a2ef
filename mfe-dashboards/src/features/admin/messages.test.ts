import { describeCatalogue } from '@wellness/shared/i18n/testing';
import { BOOKING_MODE_LABEL, CANCELLATION_POLICY_RULE, depositText, hoursText, REPORT_REASON_LABEL, type MoneyAtBooking } from '@wellness/shared/domain';
import { CREDENTIAL_STATUS_LABEL } from '@wellness/shared/host-tools';
import { adminMessages } from './messages';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import reviewEn from './review-messages/en.json';
import reviewEs from './review-messages/es.json';
import reviewFr from './review-messages/fr.json';

// The panel's catalogue (its first paint) and the one of the Reviews and Credentials tabs (their chunks).
describeCatalogue('the admin panel catalogue', en, { es, fr }, __dirname);
describeCatalogue('the reviews and credentials tabs catalogue', reviewEn, { es: reviewEs, fr: reviewFr }, __dirname);

describe('the admin’s English says what the shared domain says', () => {
  const t = adminMessages.fixedT('en');

  it('deposits, how a program books, report reasons and credential states', () => {
    const said: Record<string, MoneyAtBooking> = { depositCharged: 'charged', depositHeld: 'held', depositLater: 'nothing' };
    for (const [key, money] of Object.entries(said)) expect(t(`details.${key}`, { percent: 30 })).toBe(depositText(30, money));
    for (const hours of [1, 48]) expect(t('details.request', { count: hours })).toBe(`${BOOKING_MODE_LABEL.request}: the host answers within ${hoursText(hours)}`);
    expect(t('details.instant')).toBe(`${BOOKING_MODE_LABEL.instant}: confirmed at once`);
    expect(en.details.rule).toEqual(CANCELLATION_POLICY_RULE);
    expect(reviewEn.reviews.reason).toEqual(REPORT_REASON_LABEL);
    expect(reviewEn.credentials.status).toEqual(CREDENTIAL_STATUS_LABEL);
  });
});
