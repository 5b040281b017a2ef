import { useId, useState } from 'react';
import { Button, Select } from '@wellness/shared/ui';
import { useLocale } from '@wellness/shared/contract';
import { formatMoney, formatMonth } from '@wellness/shared/format';
import { DEFAULT_CURRENCY } from '@wellness/shared/domain';
import type { ListCriteria } from '../../lib/listCriteria';
import { travelMonths } from '../../lib/format';
import { useDisplayCurrency } from '../../components/ConvertedPrice/ConvertedPrice';
import type { TFunction } from '@wellness/shared/i18n';
import { useListT } from '../../lib/listMessages';
import { durations as durationsIn, durationValue, MIN_RATINGS, nightsOf, PRICE_STEPS, sorts } from './filterOptions';
import { useProgramsT } from './messages';
import styles from './ProgramsPage.module.css';

interface FiltersProps {
  criteria: ListCriteria;
  onChange: (next: Partial<ListCriteria>) => void;
  onClear: () => void;
  active: boolean;
}

/**
 * Price range, duration, travel month, minimum rating and sort, each a labelled select written to the URL query. On a
 * phone the panel is a disclosure behind a Filters button; from 768 px it is always shown.
 */
export function Filters({ criteria, onChange, onClear, active }: FiltersProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const locale = useLocale();
  const { t } = useProgramsT();
  const { t: listT } = useListT();
  // The bounds are in the visitor's currency when conversions are offered (the list asks the API so), else in dollars.
  const display = useDisplayCurrency();
  const boundsIn = display.rates ? display.currency : DEFAULT_CURRENCY;
  const money = (n: number) => formatMoney(n, boundsIn, locale);
  const months = travelMonths(locale);
  if (criteria.month && !months.some((m) => m.value === criteria.month)) months.unshift({ value: criteria.month, label: formatMonth(criteria.month, locale) });
  const duration = durationValue(criteria);
  const durations = durationsIn(t);
  if (!durations.some((d) => d.value === duration)) {
    durations.push({ value: duration, label: criteria.maxNights === undefined ? t('filters.nightsFrom', { min: criteria.minNights ?? 0 }) : t('filters.nightsRange', { min: criteria.minNights ?? 0, max: criteria.maxNights }) });
  }
  const withCustom = (steps: readonly number[], value: number | undefined) => (value === undefined || steps.includes(value) ? [...steps] : [...steps, value].sort((a, b) => a - b));

  return (
    <section className={styles.filters} aria-label={t('filters.label')}>
      <Button variant="secondary" size="sm" className={styles.filtersToggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {open ? t('filters.hide') : active ? t('filters.on') : t('filters.show')}
      </Button>
      <div id={panelId} className={styles.filtersPanel} data-open={open || undefined}>
        <Select
          label={t('filters.minPrice')}
          value={criteria.minPrice === undefined ? '' : String(criteria.minPrice)}
          options={[{ value: '', label: t('filters.noMin') }, ...withCustom(PRICE_STEPS, criteria.minPrice).map((n) => ({ value: String(n), label: money(n) }))]}
          onChange={(e) => onChange({ minPrice: e.target.value ? Number(e.target.value) : undefined })}
        />
        <Select
          label={t('filters.maxPrice')}
          value={criteria.maxPrice === undefined ? '' : String(criteria.maxPrice)}
          options={[{ value: '', label: t('filters.noMax') }, ...withCustom(PRICE_STEPS, criteria.maxPrice).map((n) => ({ value: String(n), label: money(n) }))]}
          onChange={(e) => onChange({ maxPrice: e.target.value ? Number(e.target.value) : undefined })}
        />
        <Select label={t('filters.duration')} value={duration} options={durations} onChange={(e) => onChange(nightsOf(e.target.value))} />
        <Select
          label={t('filters.month')}
          value={criteria.month ?? ''}
          options={[{ value: '', label: t('filters.anyMonth') }, ...months]}
          onChange={(e) => onChange({ month: e.target.value || undefined })}
        />
        <Select
          label={t('filters.rating')}
          value={criteria.minRating === undefined ? '' : String(criteria.minRating)}
          options={ratingOptions(t, criteria.minRating)}
          onChange={(e) => onChange({ minRating: e.target.value ? Number(e.target.value) : undefined })}
        />
        <Select
          label={t('filters.sortBy')}
          value={criteria.sort ?? ''}
          options={sorts(t, listT)}
          onChange={(e) => onChange({ sort: (e.target.value || undefined) as ListCriteria['sort'] })}
        />
        <div className={styles.clear}>
          <Button variant="ghost" size="sm" onClick={onClear} disabled={!active}>
            {t('clear')}
          </Button>
        </div>
      </div>
    </section>
  );
}

/** The rating options, with a value from the URL the list does not offer (e.g. "5+ stars") kept selectable. */
function ratingOptions(t: TFunction, minRating: number | undefined): { value: string; label: string }[] {
  const stars = (n: number) => ({ value: String(n), label: t('filters.stars', { count: n }) });
  const options = [{ value: '', label: t('filters.anyRating') }, ...MIN_RATINGS.map(stars)];
  if (minRating !== undefined && !options.some((o) => o.value === String(minRating))) options.push(stars(minRating));
  return options;
}
