import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportedReview } from '@wellness/shared/domain';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { seriousViolations } from '../../testing/axe';
import { review, sessionOf } from '../../testing/fixtures';
import { AdminDashboard } from './AdminDashboard';

const reported = (over: Partial<ReportedReview> = {}): ReportedReview => ({
  review: review({ id: 'r1', authorFirstName: 'Gabriel', programName: 'Lakeside Stillness', rating: 1, text: 'Call Marco on 555 123 4567, he will tell you the truth.' }),
  hidden: false,
  reports: [
    { reason: 'private_information', note: 'A staff member’s phone number.', reporterName: 'Mina K.', at: '2026-04-04T08:30:00.000Z' },
    { reason: 'spam', note: '', reporterName: 'Jonas B.', at: '2026-04-04T09:00:00.000Z' },
  ],
  moderation: null,
  ...over,
});

function mockPanel() {
  server.use(
    http.get(apiUrl('/api/admin/analytics'), () => HttpResponse.json({ data: { totalPrograms: 1, approvalRate: 100, activeUsers: 1, revenue: '$0' } })),
    http.get(apiUrl('/api/admin/programs'), () => HttpResponse.json({ data: { programs: [], total: 0, counts: { pending: 0, approved: 0, rejected: 0 } } })),
  );
}

async function openReviewsTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Reviews' }));
  return screen.findByRole('table', { name: 'Reported reviews' });
}

describe('the admin’s Reviews tab', () => {
  startMockApi();

  it('lists reported reviews with their reports, state and actions', async () => {
    mockPanel();
    server.use(
      http.get(apiUrl('/api/admin/reviews/reported'), () =>
        HttpResponse.json({
          data: [
            reported(),
            reported({
              review: review({ id: 'r2', authorFirstName: 'Ines', programName: 'Olive Grove Retreat' }),
              hidden: true,
              moderation: { decision: 'hide', reason: 'Insults a guide by name.', by: 'Ada Admin', at: '2026-04-05T09:15:00.000Z' },
            }),
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { preloadedState: sessionOf('admin') });
    const table = await openReviewsTab(user);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Lakeside Stillness');
    expect(first).toHaveTextContent('Call Marco on 555 123 4567');
    expect(within(first!).getByRole('img', { name: 'Rated 1 out of 5 stars' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Shares private information“A staff member’s phone number.”Mina K., 4 Apr 2026');
    expect(first).toHaveTextContent('Spam or advertising');
    expect(first).toHaveTextContent('Waiting for a decision');
    expect(within(first!).getByRole('button', { name: 'Hide Gabriel’s review of Lakeside Stillness' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Keep Gabriel’s review of Lakeside Stillness' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Hidden by Ada Admin, 5 Apr 2026');
    expect(second).toHaveTextContent('Insults a guide by name.');
    expect(within(second!).queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reported Reviews (1 waiting)' })).toBeInTheDocument();

    // The panel's search narrows the list.
    await user.type(screen.getByPlaceholderText('Search Reviews...'), 'olive');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Reported reviews' })).getAllByRole('row')).toHaveLength(2));
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('hides a review only with a reason, then shows who decided, when and why', async () => {
    mockPanel();
    let decided: ReportedReview | null = null;
    const posted: unknown[] = [];
    server.use(
      http.get(apiUrl('/api/admin/reviews/reported'), () => HttpResponse.json({ data: [decided ?? reported()] })),
      http.post(apiUrl('/api/admin/reviews/r1/moderation'), async ({ request }) => {
        const body = (await request.json()) as { decision: 'hide'; reason: string };
        posted.push(body);
        decided = reported({ hidden: true, moderation: { decision: body.decision, reason: body.reason, by: 'Ada Admin', at: '2026-04-06T10:00:00.000Z' } });
        return HttpResponse.json({ data: decided });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { preloadedState: sessionOf('admin') });
    const table = await openReviewsTab(user);
    await user.click(within(table).getByRole('button', { name: 'Hide Gabriel’s review of Lakeside Stillness' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
    expect(posted).toEqual([]);
    expect(await seriousViolations(document.body)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Shares a staff member’s phone number.');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByText('Hidden: Gabriel’s review of Lakeside Stillness.')).toBeInTheDocument();
    expect(posted).toEqual([{ decision: 'hide', reason: 'Shares a staff member’s phone number.' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('table', { name: 'Reported reviews' })).toHaveTextContent('Hidden by Ada Admin, 6 Apr 2026'));
    expect(screen.getByRole('table', { name: 'Reported reviews' })).toHaveTextContent('Shares a staff member’s phone number.');
  }, 20_000);

  it('keeps a review with its reason', async () => {
    mockPanel();
    const posted: unknown[] = [];
    server.use(
      http.get(apiUrl('/api/admin/reviews/reported'), () => HttpResponse.json({ data: [reported()] })),
      http.post(apiUrl('/api/admin/reviews/r1/moderation'), async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ data: reported({ moderation: { decision: 'keep', reason: 'An honest opinion.', by: 'Ada Admin', at: '2026-04-06T10:00:00.000Z' } }) });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { preloadedState: sessionOf('admin') });
    const table = await openReviewsTab(user);
    await user.click(within(table).getByRole('button', { name: 'Keep Gabriel’s review of Lakeside Stillness' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep this review?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'An honest opinion.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep review' }));
    expect(await screen.findByText('Kept: Gabriel’s review of Lakeside Stillness.')).toBeInTheDocument();
    expect(posted).toEqual([{ decision: 'keep', reason: 'An honest opinion.' }]);
  });
});
