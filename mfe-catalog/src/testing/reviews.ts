// Test-only: reviews and review pages as the API answers them.
import type { Review, ReviewPage, ReviewSort, Stars } from '@wellness/shared/domain';

export const reviewOf = (n: number, rating: Stars, overrides: Partial<Review> = {}): Review => ({
  id: `r-${n}`,
  programId: 'p-1',
  programName: 'Test Program',
  programSlug: 'test-program',
  rating,
  aspects: {},
  text: `Review number ${n}: a calm week with thoughtful staff and good food.`,
  authorFirstName: `Guest${n}`,
  stayMonth: '2026-03',
  verifiedStay: true,
  createdAt: `2026-04-${String((n % 28) + 1).padStart(2, '0')}T10:00:00.000Z`,
  answer: null,
  ...overrides,
});

/** The page `page` (five a page) of `all`, sorted as the API would for `sort`. */
export function pageOf(all: Review[], sort: ReviewSort, page: number): ReviewPage {
  const sorted = [...all].sort((a, b) =>
    sort === 'highest' ? b.rating - a.rating || b.createdAt.localeCompare(a.createdAt)
      : sort === 'lowest' ? a.rating - b.rating || b.createdAt.localeCompare(a.createdAt)
        : b.createdAt.localeCompare(a.createdAt),
  );
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as ReviewPage['distribution'];
  for (const r of all) distribution[r.rating] += 1;
  const average = all.length ? Math.round((all.reduce((s, r) => s + r.rating, 0) / all.length) * 10) / 10 : null;
  return { reviews: sorted.slice((page - 1) * 5, page * 5), summary: { average, count: all.length }, distribution, sort, page, pageSize: 5, total: all.length };
}
