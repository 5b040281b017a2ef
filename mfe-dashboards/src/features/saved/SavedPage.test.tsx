import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVED_MESSAGES, type SavedProgram } from '@wellness/shared/domain';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { seriousViolations } from '../../testing/axe';
import { program, sessionOf } from '../../testing/fixtures';
import { SavedPage } from './SavedPage';
import en from './messages/en.json';

const SAVED_FAILED = en.failed;

const lakeside = program({ id: 'a1', name: 'Lakeside Stillness', status: 'active', priceText: '$3,450', reviewStats: { average: 4.6, count: 9 } });
const desert = program({ id: 'a2', name: 'Desert Quiet', status: 'inactive' });

/** The account's saved programs on the mock API; DELETE takes one out. */
function savedApi(list: SavedProgram[]) {
  let saved = [...list];
  server.use(
    http.get(apiUrl('/api/saved'), () => HttpResponse.json({ data: saved })),
    http.get(apiUrl('/api/saved/ids'), () => HttpResponse.json({ data: saved.map((s) => s.program.id) })),
    http.delete(apiUrl('/api/saved/:id'), ({ params }) => {
      saved = saved.filter((s) => s.program.id !== params.id);
      return HttpResponse.json({ data: { saved: false } });
    }),
  );
}

describe('SavedPage', () => {
  startMockApi();

  it('lists the saved programs with their live price and rating; a program taken down says it is no longer available', async () => {
    savedApi([
      { program: lakeside, available: true, savedAt: '2026-05-02T00:00:00.000Z' },
      { program: desert, available: false, savedAt: '2026-05-01T00:00:00.000Z' },
    ]);
    renderWithProviders(<SavedPage />, { route: '/dashboard/user/saved', preloadedState: sessionOf('user') });
    expect(screen.getByRole('heading', { level: 1, name: 'Saved' })).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'Saved programs' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Lakeside Stillness' })).toHaveAttribute('href', '/program-details/a1-slug');
    expect(within(items[0]!).getByText('$3,450')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('img', { name: 'Rated 4.6 out of 5, 9 reviews' })).toBeInTheDocument();
    expect(within(items[1]!).getByText(SAVED_MESSAGES.noLongerAvailable)).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
    await waitFor(() => expect(within(items[1]!).getByRole('button', { name: SAVED_MESSAGES.unsave('Desert Quiet') })).toHaveAttribute('aria-pressed', 'true'));
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('the heart removes a program from the list', async () => {
    savedApi([{ program: lakeside, available: true, savedAt: '2026-05-02T00:00:00.000Z' }, { program: desert, available: false, savedAt: '2026-05-01T00:00:00.000Z' }]);
    renderWithProviders(<SavedPage />, { route: '/dashboard/user/saved', preloadedState: sessionOf('user') });
    await userEvent.click(await screen.findByRole('button', { name: SAVED_MESSAGES.unsave('Desert Quiet') }));
    await waitFor(() => expect(screen.queryByText('Desert Quiet')).not.toBeInTheDocument());
    expect(screen.getByText('Lakeside Stillness')).toBeInTheDocument();
  });

  it('says so when nothing is saved yet, with the way to explore', async () => {
    savedApi([]);
    renderWithProviders(<SavedPage />, { route: '/dashboard/user/saved', preloadedState: sessionOf('user') });
    expect(await screen.findByRole('heading', { level: 2, name: SAVED_MESSAGES.empty })).toBeInTheDocument();
    expect(screen.getByText(SAVED_MESSAGES.emptyHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore programs' })).toHaveAttribute('href', '/explore');
  });

  it('says it could not load them when the API fails', async () => {
    server.use(http.get(apiUrl('/api/saved'), () => HttpResponse.json({ error: { code: 'DOWN', message: 'Down' } }, { status: 503 })));
    renderWithProviders(<SavedPage />, { route: '/dashboard/user/saved', preloadedState: sessionOf('user') });
    expect(await screen.findByText(SAVED_FAILED)).toBeInTheDocument();
  });
});
