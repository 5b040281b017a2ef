// Reviews of completed stays: who may review, answer, report and moderate, what is refused (and that nothing is stored
// then), and that hidden reviews count nowhere. Runs on PGlite and on PostgreSQL (api/scripts/test-postgres.sh).
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX, type MyReview, type Program, type ProgramSummary, type ReportedReview, type ReviewPage, type ReviewableStay } from '@wellness/shared/domain';
import { createTestApi, type TestApi } from '../../test/harness';
import { completedStay, postReview, reviewableProgram, reviewText, type Account } from '../../test/reviews';
import { book, guestBody } from '../../test/bookings';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const get = (url: string, headers: Record<string, string> = {}) => api.request({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: unknown) => api.request({ method: 'POST', url, headers, payload: payload as object });
const countReviews = async (where = 'true', values: string[] = []) => Number((await api.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM reviews WHERE ${where}`, values))[0]!.n);
const card = async (id: string) => (await get(`/api/programs/${id}`)).json().data as Program;

describe('who may review', () => {
  let guest: Account;
  let published: Awaited<ReturnType<typeof reviewableProgram>>;
  let bookingId: string;

  beforeAll(async () => {
    published = await reviewableProgram(api);
    guest = await api.signUp('user', { firstName: 'Maren' });
    bookingId = (await completedStay(api, published, guest)).id;
  });

  it('lists the completed stay as waiting for a review, with its month and last day', async () => {
    const pending = (await get('/api/reviews/pending', guest.auth)).json().data as ReviewableStay[];
    const stay = pending.find((s) => s.bookingId === bookingId);
    expect(stay).toMatchObject({ programId: published.program.id, programName: published.program.name, stayMonth: published.sessions[0]!.startDate.slice(0, 7) });
    expect(stay!.reviewBy).toBe(new Date(Date.parse(stay!.completedAt) + 60 * 86_400_000).toISOString().slice(0, 10));
    expect((await get('/api/reviews/pending')).statusCode).toBe(401);
  });

  it('refuses a stay that is not completed (409) and someone else’s stay (403), storing nothing', async () => {
    const upcoming = await book(api, guestBody(published.program, published.sessions[0]!.id), guest.auth);
    const early = await post('/api/reviews', guest.auth, { bookingId: upcoming.id, rating: 5, text: reviewText() });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'NOT_COMPLETED', message: REVIEW_MESSAGES.notCompleted });
    const stranger = await api.signUp('user');
    const theirs = await post('/api/reviews', stranger.auth, { bookingId, rating: 5, text: reviewText() });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error).toMatchObject({ code: 'NOT_YOURS', message: REVIEW_MESSAGES.notYours });
    expect((await post('/api/reviews', guest.auth, { bookingId: 'no-such-booking', rating: 5, text: reviewText() })).statusCode).toBe(404);
    expect(await countReviews('program_id = $1', [published.program.id])).toBe(0);
  });

  it.each([
    ['rating 0', { rating: 0 }, 'rating', REVIEW_MESSAGES.rating],
    ['rating 6', { rating: 6 }, 'rating', REVIEW_MESSAGES.rating],
    ['rating 4.5', { rating: 4.5 }, 'rating', REVIEW_MESSAGES.rating],
    ['an aspect of 7', { aspects: { staff: 7 } }, 'aspects.staff', REVIEW_MESSAGES.rating],
    ['a short text', { text: 'Lovely.' }, 'text', REVIEW_MESSAGES.textTooShort],
    ['a long text', { text: 'a'.repeat(REVIEW_TEXT_MAX + 1) }, 'text', REVIEW_MESSAGES.textTooLong],
    ['a control character', { text: `${reviewText()}\u0007` }, 'text', undefined],
  ])('refuses %s with 400 and stores nothing', async (_name, patch, field, message) => {
    const res = await post('/api/reviews', guest.auth, { bookingId, rating: 5, text: reviewText(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.fields[field]).toBeDefined();
    if (message) expect(res.json().error.fields[field]).toBe(message);
    expect(await countReviews('booking_id = $1', [bookingId])).toBe(0);
  });

  it('takes one review per completed stay, with the first name, the stay’s month and the verified mark', async () => {
    const review = await postReview(api, guest, bookingId, { rating: 4, aspects: { staff: 5, value: 3 } });
    expect(review).toMatchObject({
      programId: published.program.id, rating: 4, aspects: { staff: 5, value: 3 }, authorFirstName: 'Maren',
      stayMonth: published.sessions[0]!.startDate.slice(0, 7), verifiedStay: true, answer: null,
    });
    const again = await post('/api/reviews', guest.auth, { bookingId, rating: 5, text: reviewText() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'ALREADY_REVIEWED', message: REVIEW_MESSAGES.alreadyReviewed });
    expect(await countReviews('booking_id = $1', [bookingId])).toBe(1);
    expect(((await get('/api/reviews/pending', guest.auth)).json().data as ReviewableStay[]).some((s) => s.bookingId === bookingId)).toBe(false);
    expect((await card(published.program.id)).reviewStats).toEqual({ average: 4, count: 1 });
    const page = (await get(`/api/programs/${published.program.id}/reviews`)).json().data as ReviewPage;
    expect(page).toMatchObject({ total: 1, summary: { average: 4, count: 1 }, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 }, sort: 'newest', page: 1, pageSize: 5 });
    expect(page.reviews.map((r) => r.id)).toEqual([review.id]);
  });

  it('closes the window 60 days after the stay was completed', async () => {
    const late = await completedStay(api, published, guest);
    await api.database.query(`UPDATE bookings SET completed_at = now() - interval '61 days' WHERE id = $1`, [late.id]);
    const res = await post('/api/reviews', guest.auth, { bookingId: late.id, rating: 5, text: reviewText() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'REVIEW_WINDOW_CLOSED', message: REVIEW_MESSAGES.windowClosed });
    expect(await countReviews('booking_id = $1', [late.id])).toBe(0);
    expect(((await get('/api/reviews/pending', guest.auth)).json().data as ReviewableStay[]).some((s) => s.bookingId === late.id)).toBe(false);
  });
});

describe('answers, reports and moderation', () => {
  let published: Awaited<ReturnType<typeof reviewableProgram>>;
  let author: Account;
  let reviewId: string;
  let admin: Account;

  beforeAll(async () => {
    published = await reviewableProgram(api);
    author = await api.signUp('user', { firstName: 'Iris' });
    reviewId = (await postReview(api, author, (await completedStay(api, published, author)).id, { rating: 2 })).id;
    const other = await api.signUp('user');
    await postReview(api, other, (await completedStay(api, published, other)).id, { rating: 5 });
    admin = await api.signUp('admin');
  });

  it('lets only the program’s owner answer, once', async () => {
    const stranger = await api.signUp('facility');
    const refused = await post(`/api/reviews/${reviewId}/answer`, stranger.auth, { text: 'Thank you!' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'NOT_OWNER', message: REVIEW_MESSAGES.answerNotOwner });
    expect((await post(`/api/reviews/${reviewId}/answer`, author.auth, { text: 'Me again' })).statusCode).toBe(403);
    const answered = await post(`/api/reviews/${reviewId}/answer`, published.owner.auth, { text: 'Thank you, we have fixed the heating.' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.answer).toMatchObject({ text: 'Thank you, we have fixed the heating.' });
    const second = await post(`/api/reviews/${reviewId}/answer`, published.owner.auth, { text: 'And another thing.' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'ALREADY_ANSWERED', message: REVIEW_MESSAGES.alreadyAnswered });
    const [row] = await api.database.query<{ answer_text: string }>('SELECT answer_text FROM reviews WHERE id = $1', [reviewId]);
    expect(row!.answer_text).toBe('Thank you, we have fixed the heating.');
    // The author is mailed once, with the answer and a link to the program's reviews; the refusals queued nothing.
    const mails = await api.database.query<{ to_user_id: string; subject: string; text: string; link: string }>(
      "SELECT to_user_id, subject, text, link FROM outbox WHERE kind = 'review.answered' AND dedupe_key = $1", [`review:${reviewId}:answered`]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_user_id).toBe(author.user.id);
    expect(mails[0]!.text).toContain('Thank you, we have fixed the heating.');
    expect(mails[0]!.link).toBe(`/program-details/${published.program.slug}#reviews`);
    const mine = (await get('/api/my/reviews', published.owner.auth)).json().data as { reviews: { id: string; hidden: boolean }[]; total: number };
    expect(mine.total).toBe(2);
    expect(mine.reviews.find((r) => r.id === reviewId)).toMatchObject({ hidden: false });
    expect((await post(`/api/reviews/${reviewId}/answer`, published.owner.auth, { text: '' })).statusCode).toBe(400);
  });

  it('takes one report per account, never on one’s own review', async () => {
    const own = await post(`/api/reviews/${reviewId}/reports`, author.auth, { reason: 'spam' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toMatchObject({ code: 'OWN_REVIEW', message: REVIEW_MESSAGES.ownReport });
    const reporter = await api.signUp('user');
    expect((await post(`/api/reviews/${reviewId}/reports`, reporter.auth, { reason: 'nonsense' })).statusCode).toBe(400);
    const first = await post(`/api/reviews/${reviewId}/reports`, reporter.auth, { reason: 'offensive', note: 'Rude words.' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual({ reported: true });
    const twice = await post(`/api/reviews/${reviewId}/reports`, reporter.auth, { reason: 'spam' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({ code: 'ALREADY_REPORTED', message: REVIEW_MESSAGES.alreadyReported });
    const rows = await api.database.query<{ reason: string }>('SELECT reason FROM review_reports WHERE review_id = $1', [reviewId]);
    expect(rows.map((r) => r.reason)).toEqual(['offensive']);
    expect((await get('/api/admin/reviews/reported', reporter.auth)).statusCode).toBe(403);
    const listed = (await get('/api/admin/reviews/reported', admin.auth)).json().data as ReportedReview[];
    expect(listed[0]).toMatchObject({ review: { id: reviewId }, hidden: false, moderation: null, reports: [{ reason: 'offensive', note: 'Rude words.' }] });
  });

  it('hides a review from every count, sort and filter, shows the author why, and keep brings it back', async () => {
    const id = published.program.id;
    expect((await card(id)).reviewStats).toEqual({ average: 3.5, count: 2 });
    const inList = async (query: string) => {
      const found: ProgramSummary[] = [];
      let after = '';
      for (let i = 0; i < 50; i++) {
        const data = (await get(`/api/programs?${query}&limit=100&after=${after}`)).json().data as { programs: ProgramSummary[]; next: string | null };
        found.push(...data.programs);
        if (!data.next) break;
        after = data.next;
      }
      return found.find((p) => p.id === id);
    };
    expect(await inList('minRating=4')).toBeUndefined();

    const hidden = await post(`/api/admin/reviews/${reviewId}/moderation`, admin.auth, { decision: 'hide', reason: 'Insults the staff by name.' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ hidden: true, moderation: { decision: 'hide', reason: 'Insults the staff by name.', by: 'Test' } });
    expect((await card(id)).reviewStats).toEqual({ average: 5, count: 1 });
    const page = (await get(`/api/programs/${id}/reviews?sort=lowest`)).json().data as ReviewPage;
    expect(page).toMatchObject({ total: 1, summary: { average: 5, count: 1 }, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } });
    expect(page.reviews.map((r) => r.id)).not.toContain(reviewId);
    expect((await inList('minRating=5'))?.reviewStats).toEqual({ average: 5, count: 1 });
    expect((await inList('sort=rating-desc'))?.reviewStats).toEqual({ average: 5, count: 1 });
    const mine = (await get('/api/reviews/mine', author.auth)).json().data as MyReview[];
    expect(mine.find((r) => r.id === reviewId)).toMatchObject({ hidden: true, moderation: { decision: 'hide', reason: 'Insults the staff by name.' } });
    // A hidden review cannot be reported any more.
    expect((await post(`/api/reviews/${reviewId}/reports`, (await api.signUp('user')).auth, { reason: 'spam' })).statusCode).toBe(404);

    const kept = await post(`/api/admin/reviews/${reviewId}/moderation`, admin.auth, { decision: 'keep', reason: 'The author apologised; the text is fair.' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ hidden: false, moderation: { decision: 'keep' } });
    expect((await card(id)).reviewStats).toEqual({ average: 3.5, count: 2 });
    expect(((await get('/api/reviews/mine', author.auth)).json().data as MyReview[]).find((r) => r.id === reviewId)).toMatchObject({ hidden: false, moderation: { decision: 'keep' } });
    const decisions = await api.database.query<{ decision: string; admin_id: string }>('SELECT decision, admin_id FROM review_moderations WHERE review_id = $1 ORDER BY id', [reviewId]);
    expect(decisions).toEqual([{ decision: 'hide', admin_id: admin.user.id }, { decision: 'keep', admin_id: admin.user.id }]);
    expect((await post(`/api/admin/reviews/${reviewId}/moderation`, admin.auth, { decision: 'erase', reason: 'x' })).statusCode).toBe(400);
    expect((await post('/api/admin/reviews/nope/moderation', admin.auth, { decision: 'hide', reason: 'x' })).statusCode).toBe(404);
  });

  it('a review does not raise the program’s version (an admin’s open review of it stays valid)', async () => {
    const before = await api.versionOf(published.program.id);
    const guest = await api.signUp('user');
    await postReview(api, guest, (await completedStay(api, published, guest)).id);
    expect(await api.versionOf(published.program.id)).toBe(before);
  });
});

describe('cached lists', () => {
  it('a new review shows on a list answered from the catalogue cache at once', async () => {
    const published = await reviewableProgram(api);
    const guest = await api.signUp('user');
    const stay = await completedStay(api, published, guest);
    const url = `/api/programs?city=Ubud&country=Bali&limit=100`;
    const cardIn = async () => ((await get(url)).json().data.programs as ProgramSummary[]).find((p) => p.id === published.program.id)!.reviewStats;
    expect(await cardIn()).toEqual({ average: null, count: 0 });
    expect((await get(url)).headers['x-cache']).toBe('hit');
    await postReview(api, guest, stay.id, { rating: 5 });
    expect(await cardIn()).toEqual({ average: 5, count: 1 });
  });
});

describe('pages of reviews', () => {
  it('pages five at a time in the order asked, newest, highest or lowest first', async () => {
    const published = await reviewableProgram(api);
    const ratings = [3, 5, 1, 4, 2, 5, 4];
    for (const rating of ratings) {
      const guest = await api.signUp('user');
      await postReview(api, guest, (await completedStay(api, published, guest)).id, { rating });
    }
    const read = async (sort: string, page: number) => (await get(`/api/programs/${published.program.id}/reviews?sort=${sort}&page=${page}`)).json().data as ReviewPage;
    const all = async (sort: string) => [...(await read(sort, 1)).reviews, ...(await read(sort, 2)).reviews];
    expect((await read('newest', 1)).reviews).toHaveLength(5);
    expect((await all('newest')).map((r) => r.rating)).toEqual([...ratings].reverse());
    expect((await all('highest')).map((r) => r.rating)).toEqual([5, 5, 4, 4, 3, 2, 1]);
    expect((await all('lowest')).map((r) => r.rating)).toEqual([1, 2, 3, 4, 4, 5, 5]);
    expect((await read('newest', 1)).summary).toEqual({ average: 3.4, count: 7 });
    expect((await get(`/api/programs/${published.program.id}/reviews?sort=random`)).statusCode).toBe(400);
    expect((await get('/api/programs/nope/reviews')).statusCode).toBe(404);
  });
});

describe('rate limit', () => {
  it('bounds an account’s report flood with 429', async () => {
    const limited = await createTestApi({ config: { reviewLimit: { max: 2, windowMs: 60_000 } } });
    try {
      const reporter = await limited.signUp('user');
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await limited.request({ method: 'POST', url: `/api/reviews/none-${i}/reports`, headers: reporter.auth, payload: { reason: 'spam' } })).statusCode);
      expect(codes).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
