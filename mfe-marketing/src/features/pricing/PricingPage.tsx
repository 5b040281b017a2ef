import { useState } from 'react';
import { Badge, Button } from '@wellness/shared/ui';
import type { PricingPlan } from '@wellness/shared/domain';
import { pricingPlans } from '@wellness/shared/data/plans';
import { PRICING_LEAD } from './copy';
import { planNote } from './planNote';
import styles from './PricingPage.module.css';

function Price({ plan }: { plan: PricingPlan }) {
  if (typeof plan.price !== 'number') return <p className={styles.price}><span className={styles.amount}>{plan.price}</span></p>;
  return (
    <p className={styles.price}>
      <span className={styles.amount}>${plan.price}</span>
      <span className={styles.period}>per month</span>
    </p>
  );
}

function PlanCard({ plan }: { plan: PricingPlan }) {
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
        {pressed ? planNote(plan) : ''}
      </p>
    </article>
  );
}

/** The pricing plans page, titled Subscription: the four plans with their prices and buttons. */
export function PricingPage() {
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>Membership</p>
        <h1>Subscription</h1>
        <p className={styles.lead}>{PRICING_LEAD}</p>
      </header>
      <div className={styles.grid}>
        {pricingPlans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </div>
    </div>
  );
}
export default PricingPage;
