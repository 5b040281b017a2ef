import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_MESSAGES, type OwnerReview } from '@wellness/shared/domain';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { seriousViolations } from '../../testing/axe';
import { headingOrder } from '../../testing/headings';
import { conflict, review, sessionOf } from '../../testing/fixtures';
import { OwnerReviewsPage } from './OwnerReviewsPage';

const ownerReview = (over: Partial<OwnerReview> & { id: string }): OwnerReview => ({ ...review(over), hidden: false, ...over });

describe('OwnerReviewsPage', () => {
  startMockApi();

  it('lists the reviews of the owner’s programs, page by page, with each answer or the way to give it', async () => {
    const pages: string[] = [];
    server.use(
      http.get(apiUrl('/api/my/reviews'), ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '';
        pages.push(page);
        const reviews =
          page === '1'
            ? [
                ownerReview({ id: 'r1', authorFirstName: 'Gabriel', answer: { text: 'We hope to see you again.', at: '2026-04-03T09:00:00.000Z' } }),
                ownerReview({ id: 'r2', authorFirstName: 'Mina', rating: 3 }),
              ]
            : [ownerReview({ id: 'r3', authorFirstName: 'Jonas', programName: 'Olive Grove Retreat' })];
        return HttpResponse.json({ data: { reviews, total: 3, page: Number(page), pageSize: 2 } });
      }),
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<OwnerReviewsPage />, { preloadedState: sessionOf('facility') });
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews of your programs' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Reviews, page 1 of 2' });
    const [answered, open] = within(list).getAllByRole('article');
    expect(answered).toHaveTextContent('We hope to see you again.');
    expect(within(answered!).queryByRole('button', { name: /Answer/ })).not.toBeInTheDocument();
    expect(within(open!).getByRole('button', { name: 'Answer Mina’s review of Lakeside Stillness publicly' })).toBeInTheDocument();
    expect(headingOrder(container).skips).toBe(false);
    expect(await seriousViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('list', { name: 'Reviews, page 2 of 2' })).toHaveTextContent('Olive Grove Retreat');
    expect(pages).toEqual(['1', '2']);
  });

  it('keeps its headings in order when there is no review yet (the empty state is an h2 under the h1)', async () => {
    server.use(http.get(apiUrl('/api/my/reviews'), () => HttpResponse.json({ data: { reviews: [], page: 1, pageSize: 10, total: 0 } })));
    const { container } = renderWithProviders(<OwnerReviewsPage />, { preloadedState: sessionOf('facility') });
    expect(await screen.findByRole('heading', { level: 2, name: REVIEW_MESSAGES.noReviews })).toBeInTheDocument();
    expect(headingOrder(container)).toEqual({ levels: [1, 2], skips: false });
  });

  it('publishes one answer: required, sent, then shown in place of the form', async () => {
    let answered = false;
    const posted: unknown[] = [];
    server.use(
      http.get(apiUrl('/api/my/reviews'), () =>
        HttpResponse.json({
          data: { reviews: [ownerReview({ id: 'r2', authorFirstName: 'Mina', answer: answered ? { text: 'Thank you, Mina.', at: '2026-04-03T09:00:00.000Z' } : null })], total: 1, page: 1, pageSize: 10 },
        }),
      ),
      http.post(apiUrl('/api/reviews/r2/answer'), async ({ request }) => {
        posted.push(await request.json());
        answered = true;
        return HttpResponse.json({ data: review({ id: 'r2', answer: { text: 'Thank you, Mina.', at: '2026-04-03T09:00:00.000Z' } }) });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<OwnerReviewsPage />, { preloadedState: sessionOf('facility') });
    await user.click(await screen.findByRole('button', { name: /Answer Mina’s review/ }));
    const form = await screen.findByRole('form', { name: 'Answer Mina publicly' });
    const text = within(form).getByRole('textbox', { name: /Your public answer/ });
    expect(text).toHaveFocus();
    expect(text).toHaveAccessibleDescription(expect.stringContaining('One answer, up to 1,000 characters.'));
    await user.click(within(form).getByRole('button', { name: 'Publish answer' }));
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    expect(posted).toEqual([]);
    expect(await seriousViolations(document.body)).toEqual([]);

    await user.type(text, '  Thank you, Mina.  ');
    await user.click(within(form).getByRole('button', { name: 'Publish answer' }));
    expect(await screen.findByText('Your answer is published.')).toBeInTheDocument();
    expect(posted).toEqual([{ text: 'Thank you, Mina.' }]);
    const article = await screen.findByRole('article', { name: 'Lakeside Stillness' });
    await waitFor(() => expect(article).toHaveTextContent('Thank you, Mina.'));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Answer Mina’s review/ })).not.toBeInTheDocument();
  });

  it('shows the API’s refusal of a second answer', async () => {
    server.use(
      http.get(apiUrl('/api/my/reviews'), () => HttpResponse.json({ data: { reviews: [ownerReview({ id: 'r2', authorFirstName: 'Mina' })], total: 1, page: 1, pageSize: 10 } })),
      http.post(apiUrl('/api/reviews/r2/answer'), () => HttpResponse.json(conflict(REVIEW_MESSAGES.alreadyAnswered, 'ALREADY_ANSWERED'), { status: 409 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<OwnerReviewsPage />, { preloadedState: sessionOf('user') });
    await user.click(await screen.findByRole('button', { name: /Answer Mina’s review/ }));
    const form = await screen.findByRole('form', { name: 'Answer Mina publicly' });
    await user.type(within(form).getByRole('textbox', { name: /Your public answer/ }), 'Thank you.');
    await user.click(within(form).getByRole('button', { name: 'Publish answer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.alreadyAnswered);
    expect(within(form).getByRole('textbox', { name: /Your public answer/ })).toHaveValue('Thank you.');
  });
});
