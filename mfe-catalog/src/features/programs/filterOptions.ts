import { PROGRAM_SORTS, type ProgramSort } from '@wellness/shared/domain';
import type { ListCriteria } from '../../lib/listCriteria';
import { SORT_LABELS } from '../../lib/sortLabels';

export const PRICE_STEPS = [1000, 2000, 3000, 4000, 5000, 6000, 8000] as const;

export const DURATIONS = [
  { value: '', label: 'Any length' },
  { value: '1-4', label: 'Up to 4 nights' },
  { value: '5-7', label: '5 to 7 nights' },
  { value: '8-10', label: '8 to 10 nights' },
  { value: '11-', label: '11 nights or more' },
] as const;

export const SORTS: { value: '' | ProgramSort; label: string }[] = [
  { value: '', label: 'Recommended' },
  ...PROGRAM_SORTS.map((value) => ({ value, label: SORT_LABELS[value] })),
];

/** The minimum-rating filter: an average of at least n stars (programs without reviews are left out). */
export const MIN_RATINGS = [
  { value: '', label: 'Any rating' },
  { value: '4', label: '4+ stars' },
  { value: '3', label: '3+ stars' },
  { value: '2', label: '2+ stars' },
] as const;

/** The duration select's value for the list's nights range ("5-7", "11-", or "" for any). */
export const durationValue = ({ minNights, maxNights }: ListCriteria) =>
  minNights === undefined && maxNights === undefined ? '' : `${minNights ?? ''}-${maxNights ?? ''}`;

export function nightsOf(value: string): Pick<ListCriteria, 'minNights' | 'maxNights'> {
  const [min, max] = value.split('-');
  return { minNights: min ? Number(min) : undefined, maxNights: max ? Number(max) : undefined };
}
