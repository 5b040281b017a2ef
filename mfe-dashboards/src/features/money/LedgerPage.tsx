import { formatMoney, formatMonth, formatNumber } from '@wellness/shared/format';
import { EmptyState, InlineMessage, Skeleton } from '@wellness/shared/ui';
import { useLedgerQuery } from './api/money';
import { RefundForm } from './RefundForm';
import { loadingTexts } from '../../messages';
import { moneyMessages, useMoneyT } from './messages';
import styles from './MoneyPages.module.css';

const KIND_LABEL: Record<string, string> = {
  deposit: 'ledger.kind.deposit', balance: 'ledger.kind.balance', refund: 'ledger.kind.refund', commission: 'ledger.kind.commission', payout: 'ledger.kind.payout', adjustment: 'ledger.kind.adjustment',
};

/** The admin's view of the ledger: totals per month and kind, per host, and whether the books balance. */
export function LedgerPage() {
  const { t, locale } = useMoneyT();
  const { data, isError } = useLedgerQuery();
  const balanced = data ? Object.values(data.trialBalance).every((v) => v === 0) : false;
  return (
    <section aria-labelledby="ledger-title" className={styles.page}>
      <h1 id="ledger-title" className={styles.title}>{t('ledger.title')}</h1>
      <p className={styles.lead}>{t('ledger.lead')}</p>
      {isError && !data ? (
        <InlineMessage tone="error">{t('ledger.failed')}</InlineMessage>
      ) : !data ? (
        <Skeleton height="12rem" />
      ) : data.months.length === 0 ? (
        <EmptyState headingLevel={2} title={t('ledger.empty')} description={t('ledger.emptyText')} />
      ) : (
        <>
          <p role="status" className={balanced ? styles.ok : styles.bad}>
            {balanced ? t('ledger.balanced') : t('ledger.unbalanced', { sums: Object.entries(data.trialBalance).map(([c, v]) => `${c} ${formatNumber(v, locale)}`).join(', ') })}
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>{t('ledger.perMonth')}</caption>
              <thead><tr><th scope="col">{t('ledger.month')}</th><th scope="col">{t('ledger.movement')}</th><th scope="col">{t('ledger.amount')}</th></tr></thead>
              <tbody>
                {data.months.map((m) => (
                  <tr key={`${m.month}-${m.currency}-${m.kind}`}><th scope="row">{formatMonth(m.month, locale)}</th><td>{m.kind in KIND_LABEL ? t(KIND_LABEL[m.kind]!) : m.kind}</td><td>{formatMoney(m.amount, m.currency, locale)}</td></tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption>{t('ledger.perHost')}</caption>
              <thead><tr><th scope="col">{t('ledger.host')}</th><th scope="col">{t('ledger.earned')}</th><th scope="col">{t('ledger.paidOut')}</th><th scope="col">{t('ledger.owed')}</th></tr></thead>
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

export const prepare = loadingTexts(moneyMessages);

export default LedgerPage;
