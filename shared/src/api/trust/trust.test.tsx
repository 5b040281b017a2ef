import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedIn } from '@wellness/shared/contract';
import { SAVED_MESSAGES } from '@wellness/shared/domain';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, delay, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { PENDING_SAVE_TTL_MS, rememberPendingSave, takePendingSave } from './pendingSave';
import { SaveProgramButton } from './SaveProgramButton';

startMockApi();

const user = { id: 'u-1', email: 'ada@example.test', firstName: 'Ada', lastName: 'L', phone: '+41791234567', role: 'user' as const };
const alpine = { id: 'p-1', name: 'Alpine Reset' };
const coast = { id: 'p-2', name: 'Coast Retreat' };

/** The saved programs of the mock API, with its calls counted. */
function savedApi(initial: string[] = [], { failPut = false } = {}) {
  let release = () => {};
  // A PUT waits until the test lets it answer (`answerPut()`), or 20 ms when the test does not hold it.
  let hold: Promise<void> | null = null;
  const state = {
    ids: [...initial], puts: 0, deletes: 0, idsCalls: 0,
    holdPut: () => { hold = new Promise<void>((resolve) => { release = resolve; }); },
    answerPut: () => release(),
  };
  server.use(
    http.get(apiUrl('/api/saved/ids'), () => {
      state.idsCalls += 1;
      return HttpResponse.json({ data: state.ids });
    }),
    http.put(apiUrl('/api/saved/:id'), async ({ params }) => {
      state.puts += 1;
      await (hold ?? delay(20));
      if (failPut) return HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Program not found.' } }, { status: 404 });
      state.ids = [String(params.id), ...state.ids.filter((id) => id !== params.id)];
      return HttpResponse.json({ data: { saved: true } });
    }),
    http.delete(apiUrl('/api/saved/:id'), ({ params }) => {
      state.deletes += 1;
      state.ids = state.ids.filter((id) => id !== params.id);
      return HttpResponse.json({ data: { saved: false } });
    }),
  );
  return state;
}

beforeEach(() => sessionStorage.clear());

describe('the heart of a program (useSaveProgram)', () => {
  it('signed in: reads the one saved-ids entry, and saves and removes at once, every heart of the program together', async () => {
    const api = savedApi(['p-2']);
    renderWithProviders(
      <>
        <SaveProgramButton program={alpine} />
        <SaveProgramButton program={alpine} />
        <SaveProgramButton program={coast} />
      </>,
      { preloadedState: { session: { user, token: 't' } } },
    );
    expect(await screen.findByRole('button', { name: SAVED_MESSAGES.unsave('Coast Retreat') })).toHaveAttribute('aria-pressed', 'true');
    const hearts = screen.getAllByRole('button', { name: SAVED_MESSAGES.save('Alpine Reset') });
    api.holdPut();
    await userEvent.click(hearts[1]!);
    // Optimistic: both hearts turn while the call has not answered yet.
    await waitFor(() => expect(screen.getAllByRole('button', { name: SAVED_MESSAGES.unsave('Alpine Reset') })).toHaveLength(2));
    expect(api.ids).toEqual(['p-2']);
    api.answerPut();
    await waitFor(() => expect(api.ids).toEqual(['p-1', 'p-2']));
    expect(screen.getAllByRole('button', { name: SAVED_MESSAGES.unsave('Alpine Reset') })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: SAVED_MESSAGES.unsave('Coast Retreat') }));
    expect(await screen.findByRole('button', { name: SAVED_MESSAGES.save('Coast Retreat') })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.ids).toEqual(['p-1']));
    expect(api.idsCalls).toBe(1);
  });

  it('puts the heart back when the API refuses', async () => {
    const api = savedApi([], { failPut: true });
    renderWithProviders(<SaveProgramButton program={alpine} />, { preloadedState: { session: { user, token: 't' } } });
    await waitFor(() => expect(api.idsCalls).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: SAVED_MESSAGES.save('Alpine Reset') }));
    expect(screen.getByRole('button', { name: SAVED_MESSAGES.unsave('Alpine Reset') })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: SAVED_MESSAGES.save('Alpine Reset') })).toHaveAttribute('aria-pressed', 'false');
    expect(api.puts).toBe(1);
  });

  it('signed out: asks to sign in back to this page, and saves the program once the session has a user', async () => {
    const api = savedApi();
    const { store } = renderWithProviders(
      <>
        <SaveProgramButton program={alpine} />
        <SaveProgramButton program={alpine} />
        <SaveProgramButton program={coast} />
      </>,
      { route: '/programs?category=spa#list' },
    );
    await userEvent.click(screen.getAllByRole('button', { name: SAVED_MESSAGES.save('Alpine Reset') })[0]!);
    expect(store.getState().ui).toMatchObject({ authDialog: 'signin', afterSignIn: '/programs?category=spa#list' });
    expect(api.puts).toBe(0);

    act(() => {
      store.dispatch(signedIn({ user, token: 't' }));
    });
    await waitFor(() => expect(screen.getAllByRole('button', { name: SAVED_MESSAGES.unsave('Alpine Reset') })).toHaveLength(2));
    await waitFor(() => expect(api.ids).toEqual(['p-1']));
    // Saved once although two of its hearts were on the page; the other program stays unsaved.
    expect(api.puts).toBe(1);
    expect(screen.getByRole('button', { name: SAVED_MESSAGES.save('Coast Retreat') })).toBeInTheDocument();
    expect(takePendingSave('p-1')).toBe(false);
  });
});

describe('the pending save', () => {
  it('is taken once, for its program only, and expires', () => {
    rememberPendingSave('p-1', 1000);
    expect(takePendingSave('p-2', 1000)).toBe(false);
    expect(takePendingSave('p-1', 1000)).toBe(true);
    expect(takePendingSave('p-1', 1000)).toBe(false);
    rememberPendingSave('p-1', 1000);
    expect(takePendingSave('p-1', 1000 + PENDING_SAVE_TTL_MS)).toBe(false);
    sessionStorage.setItem('wellness_pending_save', '{not json');
    expect(takePendingSave('p-1')).toBe(false);
  });
});
