import { useLocale, useNavigate } from '@wellness/shared/contract';
import { formatMoney } from '@wellness/shared/format';
import { ButtonLink } from '@wellness/shared/ui';
import { ArrowRightIcon } from '../../../../components/icons';
import { Section } from '../../../../components/Section/Section';
import { PRICING_TEASER_COPY } from '../copy';
import { sectionCopy } from '../../../../components/Section/sectionCopy';
import { useMarketingT } from '../../../../messages';
import { useSectionsT } from '../messages';
import styles from './PricingTeaserSection.module.css';

/** The plans at a glance (the four plans of /pricing), linking to /pricing; prices in US dollars, in the page's locale. */
export const TEASER_PLANS = [
  { name: 'Core', amount: 0, note: 'teaser.perMonth' },
  { name: 'Premium', amount: 50, note: 'teaser.perMonth', popular: true },
  { name: 'Group', amount: 200, note: 'teaser.group' },
  { name: 'Corporate', amount: null, note: 'teaser.sales' },
] as const;

export function PricingTeaserSection() {
  const navigate = useNavigate();
  const { t: th } = useMarketingT();
  const { t } = useSectionsT();
  const locale = useLocale();
  return (
    <Section copy={sectionCopy(th, PRICING_TEASER_COPY)} tone="muted">
      <div className={styles.layout}>
        <ul className={styles.plans}>
          {TEASER_PLANS.map((plan) => (
            <li key={plan.name} className={'popular' in plan ? styles.popular : undefined}>
              <span className={styles.name}>{plan.name}</span>
              <span className={styles.price}>{plan.amount === null ? t('teaser.custom') : formatMoney(plan.amount, 'USD', locale)}</span>
              <span className={styles.note}>{t(plan.note)}</span>
            </li>
          ))}
        </ul>
        <ButtonLink href="/pricing" onNavigate={(href) => navigate(href)} size="lg" iconEnd={<ArrowRightIcon />}>
          {t('teaser.compare')}
        </ButtonLink>
      </div>
    </Section>
  );
}

export default PricingTeaserSection;
