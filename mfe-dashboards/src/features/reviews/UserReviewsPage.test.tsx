import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_MESSAGES, type MyReview, type ReviewableStay } from '@wellness/shared/domain';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { seriousViolations } from '../../testing/axe';
import { headingOrder } from '../../testing/headings';
import { conflict, review, reviewableStay, sessionOf } from '../../testing/fixtures';
import { UserReviewsPage } from './UserReviewsPage';

const LONG_ENOUGH = 'The thermal pools at dawn were the best part of the week.';

function mockLists(pending: ReviewableStay[], mine: MyReview[]) {
  server.use(
    http.get(apiUrl('/api/reviews/pending'), () => HttpResponse.json({ data: pending })),
    http.get(apiUrl('/api/reviews/mine'), () => HttpResponse.json({ data: mine })),
  );
}

const mineOf = (over: Partial<MyReview> & { id: string }): MyReview => ({ ...review(over), hidden: false, moderation: null, ...over });

async function openForm(user: ReturnType<typeof userEvent.setup>, name = 'Tuscan Thermal Springs Renewal') {
  await user.click(await screen.findByRole('button', { name: `Write a review of ${name}` }));
  return screen.findByRole('dialog', { name: `Review ${name}` });
}

describe('UserReviewsPage', () => {
  startMockApi();

  it('lists the stays to review (program, month, deadline) and the guest’s reviews, with answers and moderation', async () => {
    mockLists(
      [reviewableStay({ bookingId: 'b1', programName: 'Tuscan Thermal Springs Renewal', stayMonth: '2026-03', reviewBy: '2026-05-19' })],
      [
        mineOf({ id: 'r1', programName: 'Lakeside Stillness', answer: { text: 'Thank you, Gabriel!', at: '2026-04-03T09:00:00.000Z' } }),
        mineOf({
          id: 'r2', programName: 'Olive Grove Retreat', hidden: true,
          moderation: { decision: 'hide', reason: 'Shares a staff member’s phone number.', by: 'Ada Admin', at: '2026-04-05T09:00:00.000Z' },
        }),
      ],
    );
    const { container } = renderWithProviders(<UserReviewsPage />, { preloadedState: sessionOf('user') });
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    const pending = screen.getByRole('region', { name: 'Stays to review' });
    expect(await within(pending).findByRole('heading', { name: 'Tuscan Thermal Springs Renewal' })).toBeInTheDocument();
    expect(pending).toHaveTextContent('Stayed March 2026 · Review by 19 May 2026');

    const mine = screen.getByRole('region', { name: 'Your reviews' });
    const answered = await within(mine).findByRole('article', { name: 'Lakeside Stillness' });
    expect(answered).toHaveTextContent('Thank you, Gabriel!');
    expect(answered).toHaveTextContent(REVIEW_MESSAGES.verifiedStay);
    expect(within(answered).getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
    const hidden = within(mine).getByRole('article', { name: 'Olive Grove Retreat' });
    expect(within(hidden).getByRole('status')).toHaveTextContent('Hidden by an administrator: Shares a staff member’s phone number.');
    expect(within(answered).queryByText(/Hidden by an administrator/)).not.toBeInTheDocument();

    expect(headingOrder(container).skips).toBe(false);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('says so when nothing waits for a review and nothing was written', async () => {
    mockLists([], []);
    renderWithProviders(<UserReviewsPage />, { preloadedState: sessionOf('user') });
    expect(await screen.findByText('No stays waiting for a review')).toBeInTheDocument();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('the form states its limits, counts as the guest types, and checks with the API’s own messages before sending', async () => {
    mockLists([reviewableStay({ bookingId: 'b1', programName: 'Tuscan Thermal Springs Renewal' })], []);
    const posted: unknown[] = [];
    server.use(http.post(apiUrl('/api/reviews'), async ({ request }) => { posted.push(await request.json()); return HttpResponse.json({ data: review({ id: 'new' }) }, { status: 201 }); }));
    const user = userEvent.setup();
    renderWithProviders(<UserReviewsPage />, { preloadedState: sessionOf('user') });
    const dialog = await openForm(user);
    const text = within(dialog).getByRole('textbox', { name: /Your review/ });
    expect(text).toHaveAccessibleDescription(expect.stringContaining('30 to 2,000 characters'));
    expect(within(dialog).getByText('0 / 2,000 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: /Overall rating/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Value (optional)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Setting (optional)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Staff (optional)' })).toBeInTheDocument();

    await user.type(text, 'Too short.');
    expect(within(dialog).getByText('10 / 2,000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(within(dialog).getByText(REVIEW_MESSAGES.rating)).toBeInTheDocument();
    expect(within(dialog).getByText(REVIEW_MESSAGES.textTooShort)).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(document.body)).toEqual([]);

    // Over the limit: the limit's own message, and the count says so.
    await user.clear(text);
    await user.click(text);
    await user.paste('x'.repeat(2100));
    expect(within(dialog).getByText('2,100 / 2,000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(within(dialog).getByText(REVIEW_MESSAGES.textTooLong)).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('sends the review, thanks the guest, and refreshes both lists', async () => {
    let reviewed = false;
    server.use(
      http.get(apiUrl('/api/reviews/pending'), () => HttpResponse.json({ data: reviewed ? [] : [reviewableStay({ bookingId: 'b1', programName: 'Tuscan Thermal Springs Renewal' })] })),
      http.get(apiUrl('/api/reviews/mine'), () => HttpResponse.json({ data: reviewed ? [mineOf({ id: 'new', programName: 'Tuscan Thermal Springs Renewal', text: LONG_ENOUGH, rating: 4 })] : [] })),
    );
    const posted: unknown[] = [];
    server.use(
      http.post(apiUrl('/api/reviews'), async ({ request }) => {
        posted.push(await request.json());
        reviewed = true;
        return HttpResponse.json({ data: review({ id: 'new' }) }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<UserReviewsPage />, { preloadedState: sessionOf('user') });
    const dialog = await openForm(user);
    const overall = within(dialog).getByRole('group', { name: /Overall rating/ });
    await user.click(within(overall).getByText('4 stars'));
    const staff = within(dialog).getByRole('group', { name: 'Staff (optional)' });
    await user.click(within(staff).getByRole('radio', { name: '5 stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Your review/ }), `  ${LONG_ENOUGH}  `);
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));

    expect(await screen.findByText(REVIEW_MESSAGES.submitted)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posted).toEqual([{ bookingId: 'b1', rating: 4, aspects: { staff: 5 }, text: LONG_ENOUGH }]);
    const mine = screen.getByRole('region', { name: 'Your reviews' });
    expect(await within(mine).findByRole('article', { name: 'Tuscan Thermal Springs Renewal' })).toHaveTextContent(LONG_ENOUGH);
    await waitFor(() => expect(screen.getByText('No stays waiting for a review')).toBeInTheDocument());
  });

  it('shows the API’s refusal in the form and keeps what was written', async () => {
    mockLists([reviewableStay({ bookingId: 'b1', programName: 'Tuscan Thermal Springs Renewal' })], []);
    server.use(http.post(apiUrl('/api/reviews'), () => HttpResponse.json(conflict(REVIEW_MESSAGES.alreadyReviewed, 'ALREADY_REVIEWED'), { status: 409 })));
    const user = userEvent.setup();
    renderWithProviders(<UserReviewsPage />, { preloadedState: sessionOf('user') });
    const dialog = await openForm(user);
    await user.click(within(dialog).getAllByRole('radio', { name: '3 stars' })[0]!);
    await user.type(within(dialog).getByRole('textbox', { name: /Your review/ }), LONG_ENOUGH);
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.alreadyReviewed);
    expect(within(dialog).getByRole('textbox', { name: /Your review/ })).toHaveValue(LONG_ENOUGH);

    server.use(http.post(apiUrl('/api/reviews'), () => HttpResponse.json(conflict(REVIEW_MESSAGES.notYours, 'NOT_YOURS'), { status: 403 })));
    await user.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.notYours));
  });
});
