import { useState } from 'react';
import { formatMoney, formatMonth, formatPercent } from '@wellness/shared/format';
import { Button, EmptyState, InlineMessage, Skeleton } from '@wellness/shared/ui';
import { useLazyStatementCsvQuery, useStatementQuery, type StatementLine } from './api/money';
import { loadingTexts } from '../../messages';
import { moneyMessages, useMoneyT } from './messages';
import styles from './MoneyPages.module.css';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/**
 * The host's statement for a month: each booking's money as the ledger has it (paid by the guest, refunded, the
 * platform's commission, paid out to the host), the totals, and the same as a CSV file.
 */
export function StatementPage() {
  const { t, locale } = useMoneyT();
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
    const sum = (acc[l.currency] ??= { currency: l.currency, paid: 0, refunded: 0, commission: 0, payout: 0 });
    sum.paid += l.paid;
    sum.refunded += l.refunded;
    sum.commission += l.commission;
    sum.payout += l.payout;
    return acc;
  }, {});

  return (
    <section aria-labelledby="statement-title" className={styles.page}>
      <h1 id="statement-title" className={styles.title}>{t('statement.title')}</h1>
      <p className={styles.lead}>{data ? t('statement.leadPercent', { percent: formatPercent(data.commissionPercent / 100, locale) }) : t('statement.lead')}</p>
      <div className={styles.controls}>
        <label className={styles.month}>
          {t('statement.month')}
          <input type="month" value={month} max={thisMonth()} onChange={(e) => e.target.value && setMonth(e.target.value)} />
        </label>
        <Button size="sm" variant="ghost" busy={csv.isFetching} onClick={() => void download()} disabled={!data || data.lines.length === 0}>
          {t('statement.csv')}
        </Button>
      </div>
      {query.isError && !data ? (
        <InlineMessage tone="error">{t('statement.failed')}</InlineMessage>
      ) : !data ? (
        <Skeleton height="12rem" />
      ) : data.lines.length === 0 ? (
        <EmptyState headingLevel={2} title={t('statement.empty', { month: formatMonth(month, locale) })} description={t('statement.emptyText')} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption>{formatMonth(month, locale)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('statement.booking')}</th><th scope="col">{t('statement.program')}</th><th scope="col">{t('statement.paid')}</th>
                <th scope="col">{t('statement.refunded')}</th><th scope="col">{t('statement.commission')}</th><th scope="col">{t('statement.payout')}</th>
              </tr>
            </thead>
            <tbody>
              {data.lines.map((l) => (
                <tr key={`${l.bookingId}-${l.currency}`}>
                  <th scope="row">{l.reference}</th><td>{l.programName}</td><td>{money(l, l.paid)}</td><td>{money(l, l.refunded)}</td><td>{money(l, l.commission)}</td><td>{money(l, l.payout)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {Object.values(totals).map((sum) => (
                <tr key={sum.currency}>
                  <th scope="row" colSpan={2}>{t('statement.total')}</th><td>{money(sum, sum.paid)}</td><td>{money(sum, sum.refunded)}</td><td>{money(sum, sum.commission)}</td><td>{money(sum, sum.payout)}</td>
                </tr>
              ))}
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}

export const prepare = loadingTexts(moneyMessages);

export default StatementPage;
