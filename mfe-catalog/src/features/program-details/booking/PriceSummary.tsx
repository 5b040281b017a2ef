import { useId } from 'react';
import { priceBreakdown, DEFAULT_CURRENCY, type MoneyAtBooking, type Program } from '@wellness/shared/domain';
import { formatCurrencyName, formatMoney } from '@wellness/shared/format';
import { ConvertedPrice } from '../../../components/ConvertedPrice/ConvertedPrice';
import { useBalanceDueDays } from '../../../lib/api/moneyTerms';
import { pricePerPersonText } from '../../../lib/format';
import { chargedNowIn, useDetailsT } from '../messages';
import { bookingMessages } from './messages';
import styles from './BookingDialog.module.css';

/**
 * Price per person × guests = total and, where the program asks a deposit, the deposit and the balance as what will be
 * due, and what booking charges (`atBooking`: nothing, or the deposit charged or held at checkout). A program without a number shows
 * its price text ("Contact for pricing") and no total. Changes are announced politely.
 */
export function PriceSummary({ program, guests, atBooking = 'nothing' }: { program: Pick<Program, 'price' | 'currency' | 'priceText' | 'bookingOptions' | 'depositPercent'>; guests: number; atBooking?: MoneyAtBooking }) {
  const titleId = useId();
  const currency = program.currency || DEFAULT_CURRENCY;
  const { t: td, locale } = useDetailsT();
  const { t } = bookingMessages.useT();
  const balanceDays = useBalanceDueDays();
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const price = program.price === null ? null : priceBreakdown(program.price, guests, program.depositPercent);
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.summaryTitle}>{t('price.title')}</h3>
      <dl className={styles.summaryList} aria-live="polite">
        <div><dt>{t('price.perPerson')}</dt><dd>{pricePerPersonText(program, locale)}</dd></div>
        <div><dt>{t('guests')}</dt><dd>{guests}</dd></div>
        {price && (
          <div className={styles.total}><dt>{t('price.total')}</dt><dd>{money(price.total)}<ConvertedPrice amount={price.total} currency={currency} className={styles.totalConverted} /></dd></div>
        )}
        {price && price.deposit !== null && price.balance !== null && (
          <>
            <div><dt>{atBooking === 'charged' ? t('price.depositCharged', { percent: program.depositPercent }) : atBooking === 'held' ? t('price.depositHeld', { percent: program.depositPercent }) : t('price.depositLater', { percent: program.depositPercent })}</dt><dd>{money(price.deposit)}</dd></div>
            <div><dt>{t('price.balance')}</dt><dd>{money(price.balance)}</dd></div>
          </>
        )}
      </dl>
      <p className={styles.notCharged}>{chargedNowIn(td, atBooking, balanceDays)}</p>
      {price && <p className={styles.notCharged} data-charged-currency>{t('price.chargedIn', { name: formatCurrencyName(currency, locale), code: currency })}</p>}
    </section>
  );
}
