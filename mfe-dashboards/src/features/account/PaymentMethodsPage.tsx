import { Button, EmptyState } from '@wellness/shared/ui';
import styles from './account.module.css';

/** Payment Methods: the empty state; the ADD PAYMENT METHOD buttons do nothing yet, as the spec says. */
export function PaymentMethodsPage() {
  return (
    <section aria-labelledby="payment-title" className={styles.page}>
      <div className={styles.head}>
        <h1 id="payment-title" className={styles.title}>
          Payment Methods
        </h1>
        <Button variant="secondary">ADD PAYMENT METHOD</Button>
      </div>
      <div className={styles.panel}>
        <EmptyState
          headingLevel={2}
          title="No payment methods added"
          description="Add a payment method to make transactions easier"
          action={<Button>ADD PAYMENT METHOD</Button>}
        />
      </div>
    </section>
  );
}

export default PaymentMethodsPage;
