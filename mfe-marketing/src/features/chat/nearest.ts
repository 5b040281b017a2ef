// The nearest searches, tried when a search finds nothing: a chunk of its own, fetched only then.
import type { SearchCriteria } from '@wellness/shared/domain';
import type { TFunction } from '@wellness/shared/i18n';
import type { UnderstandingTable } from './languages/types';
import { inCountry, UNDERSTOOD_ORDER, type Understanding } from './understand';

/** How the reply writes the understanding back: the page's catalogue and its language's table. */
export interface Say {
  t: TFunction;
  table: UnderstandingTable;
}

type Step = { dropped: (u: Understanding, say: Say) => string; relax: (u: Understanding, say: Say) => Understanding | undefined };
const without = (u: Understanding, keys: (keyof SearchCriteria)[], phrase: keyof Understanding['phrases'], replacement?: string): Understanding | undefined => {
  if (!keys.some((k) => u.criteria[k] !== undefined)) return undefined;
  const criteria = { ...u.criteria };
  for (const k of keys) delete criteria[k];
  const phrases = { ...u.phrases, [phrase]: replacement };
  if (replacement === undefined) delete phrases[phrase];
  const { currency, region, ...rest } = u;
  return {
    ...rest,
    ...(criteria.minPrice !== undefined || criteria.maxPrice !== undefined ? { currency } : {}),
    ...(criteria.q !== undefined && region !== undefined ? { region } : {}),
    criteria,
    phrases,
    understood: UNDERSTOOD_ORDER.flatMap((key) => (phrases[key] ? [phrases[key]] : [])),
  };
};

/** What the nearest search leaves out, least important first. */
const RELAXING: readonly Step[] = [
  { dropped: (_u, { t }) => t('dropped.month'), relax: (u) => without(u, ['month'], 'when') },
  { dropped: (_u, { t }) => t('dropped.length'), relax: (u) => without(u, ['minNights', 'maxNights'], 'length') },
  { dropped: (_u, { t }) => t('dropped.budget'), relax: (u) => without(u, ['minPrice', 'maxPrice'], 'budget') },
  { dropped: (_u, { t }) => t('dropped.guests'), relax: (u) => without(u, ['guests'], 'guests') },
  { dropped: (_u, { t }) => t('dropped.instant'), relax: (u) => without(u, ['instant'], 'instant') },
  { dropped: (_u, { t }) => t('dropped.rating'), relax: (u) => without(u, ['minRating'], 'rating') },
  { dropped: (u, { t }) => (u.region ? t('dropped.region') : t('dropped.words')), relax: (u) => without(u, ['q'], 'words') },
  { dropped: (_u, { t }) => t('dropped.city'), relax: (u, say) => (u.criteria.city ? without(u, ['city'], 'place', inCountry(say, u.criteria.country!)) : undefined) },
  { dropped: (_u, { t }) => t('dropped.place'), relax: (u) => without(u, ['country', 'city'], 'place') },
  { dropped: (_u, { t }) => t('dropped.kind'), relax: (u) => without(u, ['category'], 'kind') },
];

/** The nearest searches to try: one criterion left out at a time, least important first, then more and more of them. */
export function nearestSearches(u: Understanding, say: Say): { dropped: string; understanding: Understanding }[] {
  const applicable = RELAXING.filter((step) => step.relax(u, say));
  const singles = applicable.map((step) => ({ dropped: step.dropped(u, say), understanding: step.relax(u, say)! }));
  const widening: { dropped: string; understanding: Understanding }[] = [];
  let current = u;
  const dropped: string[] = [];
  for (const step of applicable) {
    const next = step.relax(current, say);
    if (!next) continue;
    current = next;
    dropped.push(step.dropped(u, say));
    if (dropped.length > 1) widening.push({ dropped: say.t('reply.and', { list: dropped.slice(0, -1).join(', '), last: dropped.at(-1) }), understanding: current });
  }
  // A search left with no criterion at all is the whole catalogue: no answer to the question.
  return [...singles, ...widening].filter((s) => Object.keys(s.understanding.criteria).length > 0);
}

