import { useNavigate } from '@wellness/shared/contract';
import { ButtonLink } from '@wellness/shared/ui';
import { ArrowRightIcon } from '../../../../components/icons';
import { Section } from '../../../../components/Section/Section';
import { PRICING_TEASER_COPY } from '../copy';
import styles from './PricingTeaserSection.module.css';

/** The plans at a glance (the four plans of /pricing), linking to /pricing. */
export const TEASER_PLANS = [
  { name: 'Core', price: '$0', note: 'per month' },
  { name: 'Premium', price: '$50', note: 'per month', popular: true },
  { name: 'Group', price: '$200', note: 'per month, up to 4 people' },
  { name: 'Corporate', price: 'Custom', note: 'Contact Sales' },
] as const;

export function PricingTeaserSection() {
  const navigate = useNavigate();
  return (
    <Section copy={PRICING_TEASER_COPY} tone="muted">
      <div className={styles.layout}>
        <ul className={styles.plans}>
          {TEASER_PLANS.map((plan) => (
            <li key={plan.name} className={'popular' in plan ? styles.popular : undefined}>
              <span className={styles.name}>{plan.name}</span>
              <span className={styles.price}>{plan.price}</span>
              <span className={styles.note}>{plan.note}</span>
            </li>
          ))}
        </ul>
        <ButtonLink href="/pricing" onNavigate={(href) => navigate(href)} size="lg" iconEnd={<ArrowRightIcon />}>
          Compare plans
        </ButtonLink>
      </div>
    </Section>
  );
}

export default PricingTeaserSection;
