import { PROGRAM_SORTS } from '@wellness/shared/domain';
import type { TFunction } from '@wellness/shared/i18n';
import type { ListCriteria } from '../../lib/listCriteria';
import { sortLabelIn } from '../../lib/listMessages';

export const PRICE_STEPS = [1000, 2000, 3000, 4000, 5000, 6000, 8000] as const;

/** The lengths offered, with their names (`t`: the programs list's catalogue). */
export const durations = (t: TFunction) => [
  { value: '', label: t('filters.anyLength') },
  { value: '1-4', label: t('filters.upTo4') },
  { value: '5-7', label: t('filters.from5to7') },
  { value: '8-10', label: t('filters.from8to10') },
  { value: '11-', label: t('filters.from11') },
];

/** The sorts (`t`: the programs list's catalogue; `listT`: the lists'). */
export const sorts = (t: TFunction, listT: TFunction): { value: string; label: string }[] => [
  { value: '', label: t('filters.recommended') },
  ...PROGRAM_SORTS.map((value) => ({ value, label: sortLabelIn(listT, value) })),
];

/** The minimum-rating filter: an average of at least n stars (programs without reviews are left out). */
export const MIN_RATINGS = [4, 3, 2] as const;

/** The duration select's value for the list's nights range ("5-7", "11-", or "" for any). */
export const durationValue = ({ minNights, maxNights }: ListCriteria) =>
  minNights === undefined && maxNights === undefined ? '' : `${minNights ?? ''}-${maxNights ?? ''}`;

export function nightsOf(value: string): Pick<ListCriteria, 'minNights' | 'maxNights'> {
  const [min, max] = value.split('-');
  return { minNights: min ? Number(min) : undefined, maxNights: max ? Number(max) : undefined };
}
