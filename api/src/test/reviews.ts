// Helpers of the review tests: a stay that happened (booked, confirmed, completed by the bookings' job), a review of it.
import type { Booking, Review } from '@wellness/shared/domain';
import type { TestApi } from './harness';
import { book, guestBody, inDays, publishProgram, type Published } from './bookings';

const DAY_MS = 86_400_000;
export type Account = Awaited<ReturnType<TestApi['signUp']>>;

/** A public instant-booking program with one session starting in 3 days (2 nights). */
export const reviewableProgram = (api: TestApi, owner?: Account) =>
  publishProgram(api, { bookingMode: 'instant', sessions: [{ startDate: inDays(3), nights: 2, places: 20 }] }, owner);

/** A booking of `published` by `guest`, completed: the completion job run as if 6 days had passed. */
export async function completedStay(api: TestApi, published: Published, guest: Account): Promise<Booking> {
  const booking = await book(api, guestBody(published.program, published.sessions[0]!.id), guest.auth);
  await api.jobs.runDue(new Date(Date.now() + 6 * DAY_MS));
  const [row] = await api.database.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [booking.id]);
  if (row?.status !== 'completed') throw new Error(`stay not completed: ${row?.status}`);
  return booking;
}

export const reviewText = (place = 'Ubud') => `Quiet mornings in ${place}, kind staff and a spa we will remember for a long time.`;

export async function postReview(api: TestApi, guest: Account, bookingId: string, patch: Record<string, unknown> = {}): Promise<Review> {
  const res = await api.request({ method: 'POST', url: '/api/reviews', headers: guest.auth, payload: { bookingId, rating: 5, text: reviewText(), ...patch } });
  if (res.statusCode !== 201) throw new Error(`review: ${res.statusCode} ${res.body}`);
  return res.json().data as Review;
}
