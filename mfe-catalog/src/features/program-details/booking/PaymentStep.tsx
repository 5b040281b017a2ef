import { useEffect } from 'react';
import { selectApiBaseUrl, useAppSelector } from '@wellness/shared/contract';
import { formatMoney } from '@wellness/shared/format';
import { InlineMessage } from '@wellness/shared/ui';
import { useGetCheckoutQuery, type Checkout } from './api/checkout';
import type { TFunction } from '@wellness/shared/i18n';
import { bookingMessages } from './messages';
import styles from './BookingDialog.module.css';

/** How often the dialog asks where the checkout stands while the guest pays. */
export const CHECKOUT_POLL_MS = 1000;

/**
 * The payment step of the booking dialog: the provider's payment page (served by the API, where the card is typed:
 * it never passes through the site), and the checkout's state, asked until the booking is made or refused.
 */
export function PaymentStep({ checkout, onDone }: { checkout: Checkout; onDone: (checkout: Checkout) => void }) {
  const { t, locale } = bookingMessages.useT();
  const apiBaseUrl = useAppSelector(selectApiBaseUrl);
  const { data } = useGetCheckoutQuery(checkout.id, { pollingInterval: CHECKOUT_POLL_MS, skipPollingIfUnfocused: false });
  const current = data ?? checkout;
  useEffect(() => {
    if (current.status !== 'awaiting_payment') onDone(current);
  }, [current, onDone]);
  const src = `${apiBaseUrl}${checkout.payPath ?? ''}`;
  return (
    <div className={styles.payment}>
      <p>{t('payment.intro', { amount: formatMoney(checkout.amount, checkout.currency, locale) })}</p>
      {current.payment.failure && <InlineMessage tone="error">{current.payment.failure}</InlineMessage>}
      <iframe className={styles.paymentFrame} title={t('payment.frameTitle')} src={src} />
      <p>
        <a href={src} target="_blank" rel="noreferrer">{t('payment.openPage')}</a>
      </p>
      <p className={styles.nextStep} role="status">{t('payment.waiting')}</p>
    </div>
  );
}

/** What the confirmation says of the money: charged, or held until the host accepts. */
export function chargedText(checkout: Checkout, locale: string, t: TFunction): string {
  const amount = formatMoney(checkout.amount, checkout.currency, locale);
  return checkout.booking?.state === 'confirmed' ? t('payment.charged', { amount }) : t('payment.held', { amount });
}
