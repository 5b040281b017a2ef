// Test-only: the sample catalogue as the API would answer it, for the catalog's component tests.
import { destinations, programGroups, programs } from '@wellness/shared/data';
import type { Category, Program, ProgramSummary, ReviewPage, ReviewSort } from '@wellness/shared/domain';
import { apiUrl, http, HttpResponse } from '@wellness/shared/testing/msw';

export const publicPrograms: Program[] = programs.filter((p) => p.status === 'active' && p.approved);

export const summaryOf = (p: Program): ProgramSummary => {
  const { about, imageGallery, includes, highlights, bookingOptions, sessions, responseHours, depositPercent, specialOffers, events, dailySchedule, arrival, remark, ownerId, hostReachable, createdAt, updatedAt, ...summary } = p;
  void [about, imageGallery, includes, highlights, bookingOptions, sessions, responseHours, depositPercent, specialOffers, events, dailySchedule, arrival, remark, ownerId, hostReachable, createdAt, updatedAt];
  return summary;
};

export const apiCategories: Category[] = programGroups.map((g) => ({ ...g, programs: publicPrograms.filter((p) => p.group === g.slug).map(summaryOf) }));
export { destinations };

export const someProgram = publicPrograms[0]!;

/** GET handlers of the catalogue, answering from the sample data (searches and lists: searchApi.ts's searchHandler). */
export const catalogHandlers = [
  // No place by default (testing/mapApi.ts has one): ARRIVAL's small map stays out.
  http.get(apiUrl('/api/programs/by-slug/:slug/place'), () => HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Program not found' } }, { status: 404 })),
  http.get(apiUrl('/program-categories'), () => HttpResponse.json({ data: apiCategories })),
  http.get(apiUrl('/destinations'), () => HttpResponse.json({ data: destinations })),
  http.get(apiUrl('/api/programs/by-slug/:slug'), ({ params }) => {
    const program = publicPrograms.find((p) => p.slug === params.slug);
    return program ? HttpResponse.json({ data: program }) : HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Program not found.' } }, { status: 404 });
  }),
  http.get(apiUrl('/api/programs/by-name'), ({ request }) => {
    const name = new URL(request.url).searchParams.get('name')?.toLowerCase();
    const program = publicPrograms.find((p) => p.name.toLowerCase() === name);
    return program ? HttpResponse.json({ data: program }) : HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Program not found.' } }, { status: 404 });
  }),
  // No verified stays in the sample: every program's reviews page is empty unless a test says otherwise.
  http.get(apiUrl('/api/programs/:id/reviews'), ({ request }) => {
    const q = new URL(request.url).searchParams;
    return HttpResponse.json({ data: emptyReviewPage((q.get('sort') ?? 'newest') as ReviewSort, Number(q.get('page') ?? 1)) });
  }),
  http.get(apiUrl('/api/programs/:id/related'), ({ params }) =>
    HttpResponse.json({ data: publicPrograms.filter((p) => p.id !== params.id).slice(0, 3).map(summaryOf) }),
  ),
  // The page's view, counted by the API: nothing comes back.
  http.post(apiUrl('/api/programs/:id/views'), () => new HttpResponse(null, { status: 204 })),
];

/** A program's reviews page with no reviews. */
const emptyReviewPage = (sort: ReviewSort = 'newest', page = 1): ReviewPage => ({
  reviews: [], summary: { average: null, count: 0 }, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, sort, page, pageSize: 5, total: 0,
});
