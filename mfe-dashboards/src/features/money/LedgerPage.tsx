import { useLocale } from '@wellness/shared/contract';
import { formatMoney, formatMonth, formatNumber } from '@wellness/shared/format';
import { EmptyState, InlineMessage, Skeleton } from '@wellness/shared/ui';
import { useLedgerQuery } from './api/money';
import { RefundForm } from './RefundForm';
import styles from './MoneyPages.module.css';

const KIND_LABEL: Record<string, string> = { deposit: 'Deposits', balance: 'Balances', refund: 'Refunds', commission: 'Host share and commission', payout: 'Payouts', adjustment: 'Adjustments' };

/** The admin's view of the ledger: totals per month and kind, per host, and whether the books balance. */
export function LedgerPage() {
  const locale = useLocale();
  const { data, isError } = useLedgerQuery();
  const balanced = data ? Object.values(data.trialBalance).every((v) => v === 0) : false;
  return (
    <section aria-labelledby="ledger-title" className={styles.page}>
      <h1 id="ledger-title" className={styles.title}>Ledger</h1>
      <p className={styles.lead}>Every movement of money, summed from the ledger’s entries.</p>
      {isError && !data ? (
        <InlineMessage tone="error">The ledger could not be loaded. Please try again.</InlineMessage>
      ) : !data ? (
        <Skeleton height="12rem" />
      ) : data.months.length === 0 ? (
        <EmptyState headingLevel={2} title="No movements yet" description="Payments, refunds, commissions and payouts show here." />
      ) : (
        <>
          <p role="status" className={balanced ? styles.ok : styles.bad}>
            {balanced ? 'The books balance: every entry sums to zero.' : `The books do not balance: ${Object.entries(data.trialBalance).map(([c, v]) => `${c} ${formatNumber(v, locale)}`).join(', ')}`}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>Per month</caption>
              <thead><tr><th scope="col">Month</th><th scope="col">Movement</th><th scope="col">Amount</th></tr></thead>
              <tbody>
                {data.months.map((m) => (
                  <tr key={`${m.month}-${m.currency}-${m.kind}`}><th scope="row">{formatMonth(m.month, locale)}</th><td>{KIND_LABEL[m.kind] ?? m.kind}</td><td>{formatMoney(m.amount, m.currency, locale)}</td></tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>Per host</caption>
              <thead><tr><th scope="col">Host</th><th scope="col">Earned</th><th scope="col">Paid out</th><th scope="col">Owed</th></tr></thead>
              <tbody>
                {data.hosts.map((h) => (
                  <tr key={`${h.hostId}-${h.currency}`}><th scope="row">{h.hostId}</th><td>{formatMoney(h.earned, h.currency, locale)}</td><td>{formatMoney(h.paidOut, h.currency, locale)}</td><td>{formatMoney(h.owed, h.currency, locale)}</td></tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <RefundForm />
    </section>
  );
}

export default LedgerPage;
