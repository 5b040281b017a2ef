import { useId } from 'react';
import { SEARCH_MAX_GUESTS, NIGHT_BANDS, type SearchCriteria, type SearchFacets } from '@wellness/shared/domain';
import { Checkbox, Select } from '@wellness/shared/ui';
import { useLocale } from '@wellness/shared/contract';
import { formatCount, formatCountry, formatMonth } from '@wellness/shared/format';
import { travelMonths } from '../../lib/format';
import { bandBounds, bandValue, categoryLabel, categoryValues, guestsLabel, nightsRangeLabel, priceRangeLabel, ratingLabel } from './searchLabels';
import { useSearchT } from './messages';
import { useSearchPrices } from './useSearchPrices';
import styles from './SearchPage.module.css';

interface FilterPanelProps {
  criteria: SearchCriteria;
  /** The counts of the current search; absent while the first answer loads, or from an API that does not count. */
  facets: SearchFacets | undefined;
  onChange: (next: SearchCriteria) => void;
}

interface Choice {
  value: string;
  label: string;
  count?: number | undefined;
}

/**
 * A count as shown. Past the number of programs the API counts for one search (`facets.capped`), each count is a lower
 * bound ("40+"), and 0 means only "none among those counted": it is then not shown, and its value not disabled.
 */
const countText = (count: number | undefined, capped: boolean, locale: string) =>
  count === undefined || (capped && count === 0) ? undefined : formatCount(count, locale, capped);
const empty = (count: number | undefined, capped: boolean) => count === 0 && !capped;
const counted = (label: string, count: number | undefined, capped: boolean, locale: string) => {
  const text = countText(count, capped, locale);
  return text === undefined ? label : `${label} (${text})`;
};

/**
 * Every filter of the search, each in a fieldset with its legend, each value with the number of programs it would leave
 * (the API counts each filter with the others applied). A value that would leave none is disabled unless chosen, so a
 * visitor does not walk into an empty page; a value from the URL the counts do not list is kept, so it stays visible.
 */
export function FilterPanel({ criteria, facets, onChange }: FilterPanelProps) {
  const { t, locale } = useSearchT();
  const set = (patch: Partial<SearchCriteria>) => onChange({ ...criteria, ...patch, page: undefined });
  const band = (min: number | undefined, max: number | undefined) => (min === undefined && max === undefined ? '' : bandValue(min, max));
  // The bands are in the currency the search asks in (the visitor's, with fresh rates): the API counts the same ones.
  const prices = useSearchPrices(criteria);
  const bandChoices = (bands: readonly { min: number; max: number | undefined }[], label: (min: number, max: number | undefined) => Choice, counts: Choice[] | undefined): Choice[] =>
    bands.map((b) => {
      const value = bandValue(b.min, b.max);
      return { ...label(b.min, b.max), value, count: counts ? (counts.find((c) => c.value === value)?.count ?? 0) : undefined };
    });
  const priceBand = (min: number, max: number | undefined): Choice => ({ value: '', label: priceRangeLabel(t, min || undefined, max, locale, prices.money, prices.bands) });
  // Counts of other bands (an answer asked in another currency, until the new one arrives) are not these bands'.
  const samePrices = facets?.prices.length === prices.bands.length && facets.prices.every((c, i) => c.value === bandValue(prices.bands[i]!.min, prices.bands[i]!.max));
  const priceCounts = samePrices ? facets?.prices : undefined;
  const nightsBand = (min: number, max: number | undefined): Choice => ({ value: '', label: nightsRangeLabel(t, min, max) });
  // The API's labels are English: the page names months and ratings in its language.
  const months: Choice[] = facets?.months.map((m) => ({ ...m, label: formatMonth(m.value, locale) })) ?? travelMonths(locale);
  const ratings: Choice[] = (facets?.ratings ?? [4, 3, 2].map((n) => ({ value: String(n) }))).map((r) => ({ ...r, label: ratingLabel(t, Number(r.value)) }));
  const capped = facets?.capped ?? false;
  const option = (c: Choice) => ({ value: c.value, label: counted(c.label, c.count, capped, locale), disabled: empty(c.count, capped) });

  return (
    <div className={styles.panel}>
      <RadioGroup
        legend={t('panel.category')}
        anyLabel={t('panel.allCategories')}
        choices={keep(categoryValues(facets, criteria.category, locale), criteria.category, criteria.category ? categoryLabel(criteria.category, facets, locale) : '')}
        selected={criteria.category ?? ''}
        match={(a, b) => a.toLowerCase() === b.toLowerCase()}
        onSelect={(value) => set({ category: value || undefined })}
        capped={capped}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('panel.destination')}</legend>
        <Select
          label={t('panel.country')}
          value={criteria.country ?? ''}
          options={[{ value: '', label: t('panel.anyCountry') }, ...keep(facets?.countries ?? [], criteria.country, criteria.country ?? '').map((c) => option({ ...c, label: formatCountry(c.value, locale) }))]}
          onChange={(e) => set({ country: e.target.value || undefined, city: undefined })}
        />
        <Select
          label={t('panel.city')}
          value={criteria.city ?? ''}
          options={[{ value: '', label: t('panel.anyCity') }, ...keep(facets?.cities ?? [], criteria.city, criteria.city ?? '').map(option)]}
          onChange={(e) => set({ city: e.target.value || undefined })}
        />
      </fieldset>
      <RadioGroup
        legend={t('panel.price')}
        anyLabel={t('panel.anyPrice')}
        choices={keep(bandChoices(prices.bands, priceBand, priceCounts), band(criteria.minPrice, criteria.maxPrice) || undefined, priceRangeLabel(t, criteria.minPrice, criteria.maxPrice, locale, prices.money, prices.bands))}
        selected={band(criteria.minPrice, criteria.maxPrice)}
        capped={capped || Boolean(facets?.pricesCapped)}
        onSelect={(value) => {
          const { min, max } = bandBounds(value);
          set({ minPrice: value ? min : undefined, maxPrice: value ? max : undefined });
        }}
      />
      <RadioGroup
        legend={t('panel.length')}
        anyLabel={t('panel.anyLength')}
        choices={keep(bandChoices(NIGHT_BANDS, nightsBand, facets?.nights), band(criteria.minNights, criteria.maxNights) || undefined, nightsRangeLabel(t, criteria.minNights, criteria.maxNights))}
        selected={band(criteria.minNights, criteria.maxNights)}
        capped={capped}
        onSelect={(value) => {
          const { min, max } = bandBounds(value);
          set({ minNights: value ? min : undefined, maxNights: value ? max : undefined });
        }}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('panel.dates')}</legend>
        <Select
          label={t('panel.month')}
          value={criteria.month ?? ''}
          options={[{ value: '', label: t('panel.anyMonth') }, ...keep(months, criteria.month, criteria.month ? formatMonth(criteria.month, locale) : '').map(option)]}
          onChange={(e) => set({ month: e.target.value || undefined })}
        />
        <Select
          label={t('panel.guests')}
          value={criteria.guests === undefined ? '' : String(criteria.guests)}
          options={[{ value: '', label: t('panel.anyNumber') }, ...Array.from({ length: SEARCH_MAX_GUESTS }, (_, i) => ({ value: String(i + 1), label: guestsLabel(t, i + 1) }))]}
          onChange={(e) => set({ guests: e.target.value ? Number(e.target.value) : undefined })}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('panel.booking')}</legend>
        <Checkbox
          label={counted(t('panel.instant'), facets?.instant, capped, locale)}
          checked={criteria.instant ?? false}
          disabled={!criteria.instant && empty(facets?.instant, capped)}
          onChange={(e) => set({ instant: e.target.checked || undefined })}
        />
      </fieldset>
      <RadioGroup
        legend={t('panel.rating')}
        anyLabel={t('panel.anyRating')}
        choices={keep(ratings, criteria.minRating === undefined ? undefined : String(criteria.minRating), criteria.minRating === undefined ? '' : ratingLabel(t, criteria.minRating))}
        selected={criteria.minRating === undefined ? '' : String(criteria.minRating)}
        capped={capped}
        onSelect={(value) => set({ minRating: value ? Number(value) : undefined })}
      />
    </div>
  );
}

/** The choices, with the chosen value added (uncounted) when they do not list it, so the control shows what the URL says. */
function keep(choices: readonly Choice[], chosen: string | undefined, label: string): Choice[] {
  if (!chosen || choices.some((c) => c.value.toLowerCase() === chosen.toLowerCase())) return [...choices];
  return [...choices, { value: chosen, label: label || chosen }];
}

function RadioGroup({ legend, anyLabel, choices, selected, onSelect, capped, match = (a, b) => a === b }: {
  legend: string;
  capped: boolean;
  anyLabel: string;
  choices: Choice[];
  selected: string;
  onSelect: (value: string) => void;
  match?: (a: string, b: string) => boolean;
}) {
  const name = useId();
  const locale = useLocale();
  const all: Choice[] = [{ value: '', label: anyLabel }, ...choices];
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.choices}>
        {all.map((choice) => {
          const checked = choice.value === '' ? selected === '' : selected !== '' && match(choice.value, selected);
          return (
            <li key={choice.value || 'any'}>
              <label className={styles.choice} data-empty={empty(choice.count, capped) || undefined}>
                <input
                  type="radio"
                  name={name}
                  value={choice.value}
                  checked={checked}
                  disabled={empty(choice.count, capped) && !checked}
                  onChange={() => onSelect(choice.value)}
                  className={styles.radio}
                />
                <span className={styles.choiceLabel}>{choice.label}</span>{' '}
                {countText(choice.count, capped, locale) !== undefined && <span className={styles.count}>({countText(choice.count, capped, locale)})</span>}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
