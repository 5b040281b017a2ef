import { useState } from 'react';
import { Badge, Button } from '@wellness/shared/ui';
import { formatMoney } from '@wellness/shared/format';
import { planIn, PLANS, pricingMessages, type Plan } from './messages';
import { planNote } from './planNote';
import styles from './PricingPage.module.css';

function Price({ plan }: { plan: ReturnType<typeof planIn> }) {
  const { t, locale } = pricingMessages.useT();
  if (typeof plan.price !== 'number') return <p className={styles.price}><span className={styles.amount}>{plan.price}</span></p>;
  return (
    <p className={styles.price}>
      <span className={styles.amount}>{formatMoney(plan.price, 'USD', locale)}</span>
      <span className={styles.period}>{t('perMonth')}</span>
    </p>
  );
}

function PlanCard({ plan: data }: { plan: Plan }) {
  const { t } = pricingMessages.useT();
  const plan = planIn(data, t);
  const titleId = `plan-${plan.name.toLowerCase().replace(/\W+/g, '-')}`;
  const [pressed, setPressed] = useState(false);
  return (
    <article className={`${styles.card} ${plan.popular ? styles.popular : ''}`} aria-labelledby={titleId}>
      <div className={styles.badges}>
        {plan.badge && <Badge variant={plan.popular ? 'accent' : 'outline'}>{plan.badge}</Badge>}
      </div>
      <h2 id={titleId} className={styles.name}>{plan.name}</h2>
      <Price plan={plan} />
      <p className={styles.description}>{plan.description}</p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {/* The plan buttons start nothing yet; pressed, one says so plainly instead of looking broken. */}
      <Button
        type="button"
        variant={plan.popular ? 'primary' : 'secondary'}
        fullWidth
        aria-describedby={pressed ? `${titleId}-note` : undefined}
        onClick={() => setPressed(true)}
      >
        {plan.cta}
      </Button>
      <p id={`${titleId}-note`} className={styles.note} role="status">
        {pressed ? planNote(data, t) : ''}
      </p>
    </article>
  );
}

/** The pricing plans page, titled Subscription: the four plans with their prices and buttons. */
export function PricingPage() {
  const { t } = pricingMessages.useT();
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      <div className={styles.grid}>
        {PLANS.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </div>
    </div>
  );
}
export default PricingPage;
