import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadUiMessages, selectAfterSignIn, selectAuthDialog } from '@wellness/shared/contract';
import { THREAD_MESSAGES, type ThreadPage } from '@wellness/shared/domain';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { seriousAxeViolations } from '../../../testing/axe';
import { AskHost, type AskHostProgram } from './AskHost';
import { askHostMessages } from './messages';
import { detailsMessages } from '../messages';
import { localeSet } from '@wellness/shared/contract';
import { makeTestStore } from '@wellness/shared/testing';

startMockApi();

const program: AskHostProgram = { id: 'prg-001', name: 'Calm Retreat', ownerId: 'owner-1' };
const signedIn = (role: 'user' | 'facility' = 'user', id = 'guest-1') => ({
  session: { user: { id, firstName: 'Ines', lastName: 'Duarte', email: 'ines@example.test', phone: '', role }, token: 't' },
});
const page: ThreadPage = {
  thread: {
    id: 'th-9', kind: 'inquiry', program: { id: 'prg-001', slug: 'calm', name: 'Calm Retreat', image: '' }, booking: null, side: 'guest',
    other: { id: 'owner-1', name: 'Hana H.' }, lastMessage: null, unread: 0, updatedAt: '2026-11-20T10:00:00.000Z',
  },
  messages: [],
  olderCursor: null,
};

describe('asking the host a question', () => {
  it('asks a signed-out visitor to sign in first, to come back to this page', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<AskHost program={program} />, { route: '/program-details/calm?x=1' });
    await user.click(screen.getByRole('button', { name: THREAD_MESSAGES.askHost }));
    expect(selectAuthDialog(store.getState())).toBe('signin');
    expect(selectAfterSignIn(store.getState())).toBe('/program-details/calm?x=1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the question and links to the conversation in the inbox', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/api/threads'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: page }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AskHost program={program} />, { preloadedState: signedIn() });
    await user.click(screen.getByRole('button', { name: THREAD_MESSAGES.askHost }));
    const dialog = await screen.findByRole('dialog', { name: THREAD_MESSAGES.askHost });
    expect(await seriousAxeViolations(dialog)).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'Your question' }), 'Is there parking?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Message sent' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute('href', '/dashboard/user/inbox/th-9');
    expect(bodies).toEqual([{ programId: 'prg-001', text: 'Is there parking?' }]);
  });

  it('asks, refuses an empty question and confirms in the page’s language', async () => {
    server.use(http.post(apiUrl('/api/threads'), () => HttpResponse.json({ data: page }, { status: 201 })));
    await Promise.all([detailsMessages.load('fr'), askHostMessages.load('fr'), loadUiMessages('fr')]);
    const store = makeTestStore(signedIn() as Parameters<typeof makeTestStore>[0]);
    store.dispatch(localeSet('fr'));
    const user = userEvent.setup();
    renderWithProviders(<AskHost program={program} />, { store });
    await user.click(screen.getByRole('button', { name: 'Poser une question à l’hôte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Poser une question à l’hôte' });
    expect(dialog).toHaveAccessibleDescription('À propos de Calm Retreat. L’hôte vous répond dans votre messagerie.');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('textbox', { name: 'Votre question' })).toHaveAccessibleDescription(expect.stringContaining('Écrivez d’abord un message.'));
    await user.type(screen.getByRole('textbox', { name: 'Votre question' }), 'Parking ?');
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain('9 / 2 000 caractères');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('dialog', { name: 'Message envoyé' })).toHaveTextContent('L’hôte de Calm Retreat reçoit votre question et vous répond dans votre messagerie.');
    expect(screen.getByRole('link', { name: 'Ouvrir la conversation' })).toBeInTheDocument();
  });

  it('refuses an empty question with the rule and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AskHost program={program} />, { preloadedState: signedIn() });
    await user.click(screen.getByRole('button', { name: THREAD_MESSAGES.askHost }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveAccessibleDescription(expect.stringContaining(THREAD_MESSAGES.empty));
  });

  it('shows the API’s answer for a program without a host, and then no button', async () => {
    server.use(http.post(apiUrl('/api/threads'), () => HttpResponse.json({ error: { code: 'NO_HOST', message: THREAD_MESSAGES.noHost } }, { status: 409 })));
    const user = userEvent.setup();
    renderWithProviders(<AskHost program={program} />, { preloadedState: signedIn('facility') });
    await user.click(screen.getByRole('button', { name: THREAD_MESSAGES.askHost }));
    await user.type(await screen.findByRole('textbox', { name: 'Your question' }), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(THREAD_MESSAGES.noHost);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: THREAD_MESSAGES.askHost })).not.toBeInTheDocument();
    expect(screen.getByText(THREAD_MESSAGES.noHost)).toBeInTheDocument();
  });

  it('shows no button to the program’s own host', () => {
    renderWithProviders(<AskHost program={program} />, { preloadedState: signedIn('facility', 'owner-1') });
    expect(screen.queryByRole('button', { name: THREAD_MESSAGES.askHost })).not.toBeInTheDocument();
  });
});
