import { useEffect } from 'react';
import { selectApiBaseUrl, useAppSelector, useLocale } from '@wellness/shared/contract';
import { formatMoney } from '@wellness/shared/format';
import { InlineMessage } from '@wellness/shared/ui';
import { useGetCheckoutQuery, type Checkout } from './api/checkout';
import styles from './BookingDialog.module.css';

export const PAYMENT_TEXTS = {
  frameTitle: 'Payment page',
  intro: (amount: string) => `Pay ${amount} on the payment page below. Your booking is made as soon as the payment is accepted.`,
  openPage: 'Open the payment page in a new tab',
  waiting: 'Waiting for the payment…',
} as const;

/** How often the dialog asks where the checkout stands while the guest pays. */
export const CHECKOUT_POLL_MS = 1000;

/**
 * The payment step of the booking dialog: the provider's payment page (served by the API, where the card is typed:
 * it never passes through the site), and the checkout's state, asked until the booking is made or refused.
 */
export function PaymentStep({ checkout, onDone }: { checkout: Checkout; onDone: (checkout: Checkout) => void }) {
  const locale = useLocale();
  const apiBaseUrl = useAppSelector(selectApiBaseUrl);
  const { data } = useGetCheckoutQuery(checkout.id, { pollingInterval: CHECKOUT_POLL_MS, skipPollingIfUnfocused: false });
  const current = data ?? checkout;
  useEffect(() => {
    if (current.status !== 'awaiting_payment') onDone(current);
  }, [current, onDone]);
  const src = `${apiBaseUrl}${checkout.payPath ?? ''}`;
  return (
    <div className={styles.payment}>
      <p>{PAYMENT_TEXTS.intro(formatMoney(checkout.amount, checkout.currency, locale))}</p>
      {current.payment.failure && <InlineMessage tone="error">{current.payment.failure}</InlineMessage>}
      <iframe className={styles.paymentFrame} title={PAYMENT_TEXTS.frameTitle} src={src} />
      <p>
        <a href={src} target="_blank" rel="noreferrer">{PAYMENT_TEXTS.openPage}</a>
      </p>
      <p className={styles.nextStep} role="status">{PAYMENT_TEXTS.waiting}</p>
    </div>
  );
}

/** What the confirmation says of the money: charged, or held until the host accepts. */
export function chargedText(checkout: Checkout, locale: string): string {
  const amount = formatMoney(checkout.amount, checkout.currency, locale);
  return checkout.booking?.state === 'confirmed' ? `Charged now: ${amount}.` : `${amount} is held on your card and charged when the host accepts.`;
}
