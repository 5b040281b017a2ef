import { Button, EmptyState } from '@wellness/shared/ui';
import { loadingTexts } from '../../messages';
import { accountMessages, useAccountT } from './messages';
import styles from './account.module.css';

/** Payment Methods: the empty state; the ADD PAYMENT METHOD buttons do nothing yet, as the spec says. */
export function PaymentMethodsPage() {
  const { t } = useAccountT();
  return (
    <section aria-labelledby="payment-title" className={styles.page}>
      <div className={styles.head}>
        <h1 id="payment-title" className={styles.title}>
          {t('payment.title')}
        </h1>
        <Button variant="secondary">{t('payment.add')}</Button>
      </div>
      <div className={styles.panel}>
        <EmptyState
          headingLevel={2}
          title={t('payment.empty')}
          description={t('payment.emptyText')}
          action={<Button>{t('payment.add')}</Button>}
        />
      </div>
    </section>
  );
}

export const prepare = loadingTexts(accountMessages);

export default PaymentMethodsPage;
