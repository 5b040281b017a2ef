import { useState } from 'react';
import { useLocale } from '@wellness/shared/contract';
import { formatMoney, formatMonth } from '@wellness/shared/format';
import { Button, EmptyState, InlineMessage, Skeleton } from '@wellness/shared/ui';
import { useLazyStatementCsvQuery, useStatementQuery, type StatementLine } from './api/money';
import styles from './MoneyPages.module.css';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * The host's statement for a month: each booking's money as the ledger has it (paid by the guest, refunded, the
 * platform's commission, paid out to the host), the totals, and the same as a CSV file.
 */
export function StatementPage() {
  const locale = useLocale();
  const [month, setMonth] = useState(thisMonth);
  const query = useStatementQuery(month);
  const [fetchCsv, csv] = useLazyStatementCsvQuery();
  const data = query.data;
  const money = (line: Pick<StatementLine, 'currency'>, amount: number) => formatMoney(amount, line.currency, locale);

  const download = async () => {
    const text = await fetchCsv(month).unwrap();
    const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `statement-${month}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  const totals = (data?.lines ?? []).reduce<Record<string, Omit<StatementLine, 'bookingId' | 'reference' | 'programName'>>>((acc, l) => {
    const t = (acc[l.currency] ??= { currency: l.currency, paid: 0, refunded: 0, commission: 0, payout: 0 });
    t.paid += l.paid;
    t.refunded += l.refunded;
    t.commission += l.commission;
    t.payout += l.payout;
    return acc;
  }, {});

  return (
    <section aria-labelledby="statement-title" className={styles.page}>
      <h1 id="statement-title" className={styles.title}>Statement</h1>
      <p className={styles.lead}>
        What your guests paid through the platform, what was refunded, the platform’s commission{data ? ` (${data.commissionPercent}%)` : ''} and what was paid out to you.
      </p>
      <div className={styles.controls}>
        <label className={styles.month}>
          Month
          <input type="month" value={month} max={thisMonth()} onChange={(e) => e.target.value && setMonth(e.target.value)} />
        </label>
        <Button size="sm" variant="ghost" busy={csv.isFetching} onClick={() => void download()} disabled={!data || data.lines.length === 0}>
          Download CSV
        </Button>
      </div>
      {query.isError && !data ? (
        <InlineMessage tone="error">The statement could not be loaded. Please try again.</InlineMessage>
      ) : !data ? (
        <Skeleton height="12rem" />
      ) : data.lines.length === 0 ? (
        <EmptyState headingLevel={2} title={`Nothing in ${formatMonth(month, locale)}`} description="Payments, refunds and payouts of your bookings show here." />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{formatMonth(month, locale)}</caption>
            <thead>
              <tr><th scope="col">Booking</th><th scope="col">Program</th><th scope="col">Paid</th><th scope="col">Refunded</th><th scope="col">Commission</th><th scope="col">Payout</th></tr>
            </thead>
            <tbody>
              {data.lines.map((l) => (
                <tr key={`${l.bookingId}-${l.currency}`}>
                  <th scope="row">{l.reference}</th><td>{l.programName}</td><td>{money(l, l.paid)}</td><td>{money(l, l.refunded)}</td><td>{money(l, l.commission)}</td><td>{money(l, l.payout)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {Object.values(totals).map((t) => (
                <tr key={t.currency}>
                  <th scope="row" colSpan={2}>Total</th><td>{money(t, t.paid)}</td><td>{money(t, t.refunded)}</td><td>{money(t, t.commission)}</td><td>{money(t, t.payout)}</td>
                </tr>
              ))}
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}

export default StatementPage;
