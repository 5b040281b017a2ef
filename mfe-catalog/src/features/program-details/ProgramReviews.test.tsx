import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPORT_REASON_LABEL, REVIEW_MESSAGES, type Review, type ReviewSort } from '@wellness/shared/domain';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { seriousAxeViolations } from '../../testing/axe';
import { pageOf, reviewOf } from '../../testing/reviews';
import { REPORT_MESSAGES } from '../../components/reviews/ReportReviewDialog';
import ProgramReviews from './ProgramReviews';
import { laterMessages } from './later/messages';
import { reviewMessages } from '../../components/reviews/messages';
import { loadUiMessages, localeSet } from '@wellness/shared/contract';
import { makeTestStore } from '@wellness/shared/testing';

const user = { id: 'u-1', email: 'ada@example.test', firstName: 'Ada', lastName: 'L', phone: '+41791234567', role: 'user' as const };

/** Twelve reviews: ratings 1 to 5 in turn; the first, the newest, has aspects and the host's answer. */
const all: Review[] = Array.from({ length: 12 }, (_, i) =>
  reviewOf(i + 1, ((i % 5) + 1) as Review['rating'], i === 0 ? { createdAt: '2026-05-01T10:00:00.000Z', aspects: { value: 4, staff: 5 }, answer: { text: 'Thank you, Guest1!', at: '2026-04-10T00:00:00.000Z' } } : {}),
);

function serve(reviews: Review[]) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('/api/programs/:id/reviews'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(`${q.get('sort')}:${q.get('page')}`);
      return HttpResponse.json({ data: pageOf(reviews, q.get('sort') as ReviewSort, Number(q.get('page'))) });
    }),
  );
  return asked;
}

const names = () => within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('ProgramReviews (the REVIEWS section of program details)', () => {
  startMockApi();

  it('says plainly there are no reviews yet, with no stars', async () => {
    serve([]);
    renderWithProviders(<ProgramReviews programId="p-1" />);
    expect(await screen.findByText(REVIEW_MESSAGES.noReviews)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reviews' })).not.toBeInTheDocument();
  });

  it('shows the distribution 5 to 1, each review with its name, stay month, verified mark, ratings, text and answer', async () => {
    serve(all);
    renderWithProviders(<ProgramReviews programId="p-1" />);
    const bars = await screen.findByRole('list', { name: 'Reviews by rating' });
    // 12 reviews rated 1..5 in turn: 3 ones and twos, 2 of the rest.
    expect(within(bars).getAllByRole('meter').map((m) => m.getAttribute('aria-label'))).toEqual([
      '5 stars: 2 reviews', '4 stars: 2 reviews', '3 stars: 2 reviews', '2 stars: 3 reviews', '1 star: 3 reviews',
    ]);
    expect(screen.getByRole('img', { name: 'Rated 2.8 out of 5, 12 reviews' })).toBeInTheDocument();
    expect(names()).toHaveLength(5);
    const first = screen.getByRole('article', { name: 'Guest1' });
    expect(within(first).getByText('Stayed March 2026')).toBeInTheDocument();
    expect(within(first).getByText(REVIEW_MESSAGES.verifiedStay)).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Rated 1.0 out of 5' })).toBeInTheDocument();
    expect(within(within(first).getByRole('list', { name: 'Ratings of the stay' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Value 4.0', 'Staff 5.0']);
    expect(within(first).getByText('Thank you, Guest1!')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('speaks the page’s language: the distribution’s plurals, the stay month, the aspects, the sort and the host’s answer', async () => {
    await Promise.all([laterMessages.load('fr'), reviewMessages.load('fr'), loadUiMessages('fr')]);
    serve(all);
    const store = makeTestStore();
    store.dispatch(localeSet('fr'));
    renderWithProviders(<ProgramReviews programId="p-1" />, { store });
    const bars = await screen.findByRole('list', { name: 'Avis par note' });
    expect(within(bars).getAllByRole('meter').map((m) => m.getAttribute('aria-label'))).toEqual([
      // French puts a no-break space before a colon.
      '5 étoiles\u00a0: 2 avis', '4 étoiles\u00a0: 2 avis', '3 étoiles\u00a0: 2 avis', '2 étoiles\u00a0: 3 avis', '1 étoile\u00a0: 3 avis',
    ]);
    expect(screen.getByRole('img', { name: 'Noté 2,8 sur 5, 12 avis' })).toBeInTheDocument();
    expect(screen.getByText('5 sur 12')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Trier les avis' })).toHaveDisplayValue('Les plus récents');
    const first = screen.getByRole('article', { name: 'Guest1' });
    expect(within(first).getByText('Séjour en mars 2026')).toBeInTheDocument();
    expect(within(first).getByText('Séjour vérifié')).toBeInTheDocument();
    expect(within(within(first).getByRole('list', { name: 'Notes du séjour' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Rapport qualité-prix 4,0', 'Personnel 5,0']);
    expect(within(first).getByText('Réponse de l’hôte')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Signaler l’avis de Guest1' })).toHaveTextContent('Signaler');
    expect(screen.getByRole('button', { name: 'Voir plus d’avis' })).toBeInTheDocument();
  });

  it('pages five at a time with Show more, and a new sort starts again from its first page', async () => {
    const asked = serve(all);
    renderWithProviders(<ProgramReviews programId="p-1" />);
    await screen.findByRole('list', { name: 'Reviews' });
    expect(screen.getByText('Showing 5 of 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(names()).toHaveLength(10));
    // The first review the new page brings takes the focus.
    expect(document.activeElement).toContainElement(screen.getByRole('article', { name: names()[5]! }));
    await userEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(names()).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort reviews' }), 'Highest rated');
    await waitFor(() => expect(names()).toEqual(['Guest10', 'Guest5', 'Guest9', 'Guest4', 'Guest8']));
    expect(screen.getByText('Showing 5 of 12')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort reviews' }), 'Lowest rated');
    await waitFor(() => expect(names()).toEqual(['Guest1', 'Guest11', 'Guest6', 'Guest12', 'Guest7']));
    expect(asked).toEqual(['newest:1', 'newest:2', 'newest:3', 'highest:1', 'lowest:1']);
  });

  it('asks a signed-out visitor to sign in before reporting', async () => {
    serve(all.slice(0, 1));
    const { store } = renderWithProviders(<ProgramReviews programId="p-1" />, { route: '/program-details/test-program' });
    await userEvent.click(await screen.findByRole('button', { name: 'Report Guest1’s review' }));
    expect(store.getState().ui).toMatchObject({ authDialog: 'signin', afterSignIn: '/program-details/test-program' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reports with a reason (required) and an optional note; the API’s refusal is shown as it says it', async () => {
    serve(all.slice(0, 2));
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/api/reviews/:id/reports'), async ({ params, request }) => {
        bodies.push(await request.json());
        return params.id === 'r-2'
          ? HttpResponse.json({ error: { code: 'ALREADY_REPORTED', message: REVIEW_MESSAGES.alreadyReported } }, { status: 409 })
          : HttpResponse.json({ data: { reported: true } }, { status: 201 });
      }),
    );
    renderWithProviders(<ProgramReviews programId="p-1" />, { preloadedState: { session: { user, token: 't' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Report Guest1’s review' }));
    const dialog = await screen.findByRole('dialog', { name: REPORT_MESSAGES.title });
    await userEvent.click(within(dialog).getByRole('button', { name: REPORT_MESSAGES.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REPORT_MESSAGES.chooseReason);
    expect(bodies).toEqual([]);
    expect(await seriousAxeViolations()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABEL.spam }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Anything to add/ }), 'Links to a shop.');
    await userEvent.click(within(dialog).getByRole('button', { name: REPORT_MESSAGES.submit }));
    expect(await screen.findByText(REVIEW_MESSAGES.reported)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ reason: 'spam', note: 'Links to a shop.' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Report Guest2’s review' }));
    const second = await screen.findByRole('dialog', { name: REPORT_MESSAGES.title });
    await userEvent.click(within(second).getByRole('radio', { name: REPORT_REASON_LABEL.other }));
    await userEvent.click(within(second).getByRole('button', { name: REPORT_MESSAGES.submit }));
    expect(await within(second).findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.alreadyReported);
    expect(bodies[1]).toEqual({ reason: 'other' });
  });
});
