import { useId } from 'react';
import { chargedNowText, priceBreakdown, DEFAULT_CURRENCY, type MoneyAtBooking, type Program } from '@wellness/shared/domain';
import { useLocale } from '@wellness/shared/contract';
import { formatCurrencyName, formatMoney } from '@wellness/shared/format';
import { ConvertedPrice } from '../../../components/ConvertedPrice/ConvertedPrice';
import { useBalanceDueDays } from '../../../lib/api/moneyTerms';
import { pricePerPersonText } from '../../../lib/format';
import styles from './BookingDialog.module.css';

const PRICE_TEXTS = {
  title: 'Price',
  perPerson: 'Price per person',
  guests: 'Guests',
  total: 'Total',
  deposit: (percent: number, money: MoneyAtBooking) => `Deposit (${percent}%), ${money === 'charged' ? 'charged now' : money === 'held' ? 'held now' : 'to pay later'}`,
  balance: 'Balance, before arrival',
  chargedIn: (name: string, code: string) => `Charged in ${name} (${code}), the program's currency. Amounts in other currencies are estimates.`,
} as const;

/**
 * Price per person × guests = total and, where the program asks a deposit, the deposit and the balance as what will be
 * due, and what booking charges (`atBooking`: nothing, or the deposit charged or held at checkout). A program without a number shows
 * its price text ("Contact for pricing") and no total. Changes are announced politely.
 */
export function PriceSummary({ program, guests, atBooking = 'nothing' }: { program: Pick<Program, 'price' | 'currency' | 'priceText' | 'bookingOptions' | 'depositPercent'>; guests: number; atBooking?: MoneyAtBooking }) {
  const titleId = useId();
  const currency = program.currency || DEFAULT_CURRENCY;
  const locale = useLocale();
  const balanceDays = useBalanceDueDays();
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const price = program.price === null ? null : priceBreakdown(program.price, guests, program.depositPercent);
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.summaryTitle}>{PRICE_TEXTS.title}</h3>
      <dl className={styles.summaryList} aria-live="polite">
        <div><dt>{PRICE_TEXTS.perPerson}</dt><dd>{pricePerPersonText(program, locale)}</dd></div>
        <div><dt>{PRICE_TEXTS.guests}</dt><dd>{guests}</dd></div>
        {price && (
          <div className={styles.total}><dt>{PRICE_TEXTS.total}</dt><dd>{money(price.total)}<ConvertedPrice amount={price.total} currency={currency} className={styles.totalConverted} /></dd></div>
        )}
        {price && price.deposit !== null && price.balance !== null && (
          <>
            <div><dt>{PRICE_TEXTS.deposit(program.depositPercent!, atBooking)}</dt><dd>{money(price.deposit)}</dd></div>
            <div><dt>{PRICE_TEXTS.balance}</dt><dd>{money(price.balance)}</dd></div>
          </>
        )}
      </dl>
      <p className={styles.notCharged}>{chargedNowText(atBooking, balanceDays)}</p>
      {price && <p className={styles.notCharged} data-charged-currency>{PRICE_TEXTS.chargedIn(formatCurrencyName(currency, locale), currency)}</p>}
    </section>
  );
}
