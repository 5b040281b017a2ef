// The links of the account emails open the shell's own dialog on whatever page they land: `?reset=<token>` (a new
// password, then signed in) and `?verify=<token>` (the address verified); closing takes the token out of the address.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@wellness/shared/contract';
import { ACCOUNT_MESSAGES } from '@wellness/shared/domain';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { accountLinkOf } from '../features/auth/accountLinkParams';
import { ShellDialogs } from './ShellDialogs';

const user = { id: 'u1', firstName: 'Maya', lastName: 'Lind', email: 'maya@example.test', phone: '+4670123456', role: 'user' as const };

describe('the links of the account emails', () => {
  startMockApi();

  const onPage = (route: string) =>
    renderWithProviders(
      <Routes>
        <Route path="*" element={<ShellDialogs />} />
      </Routes>,
      { route },
    );

  it('reads ?reset= and ?verify= from any address', () => {
    expect(accountLinkOf('?reset=abc_1-2')).toEqual({ kind: 'reset', token: 'abc_1-2' });
    expect(accountLinkOf('?q=spa&verify=xyz')).toEqual({ kind: 'verify', token: 'xyz' });
    expect(accountLinkOf('?q=spa')).toBeNull();
  });

  it('?reset=: a new password twice, sent with the token; signed in, and the token leaves the address', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/auth/password/reset'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { accessToken: 'new-token', user } });
      }),
    );
    const { store, location } = onPage('/programs?reset=tok_123&q=spa');
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new password' });
    expect(dialog).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New password/), 'serenity-42');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'serenity-43');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'serenity-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'tok_123', password: 'serenity-42' }]);
    expect(store.getState().session).toEqual({ user, token: 'new-token' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location().search).toBe('?q=spa'));
    expect(location().pathname).toBe('/programs');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('?reset= with a used or expired link: the API’s words and a way to ask for a new one', async () => {
    server.use(http.post(apiUrl('/auth/password/reset'), () => HttpResponse.json({ error: { code: 'LINK_EXPIRED', message: ACCOUNT_MESSAGES.resetLinkExpired } }, { status: 400 })));
    const { store, location } = onPage('/?reset=old');
    await screen.findByRole('dialog', { name: 'Choose a new password' });
    await userEvent.type(screen.getByLabelText(/^New password/), 'serenity-42');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'serenity-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkExpired);
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(store.getState().ui.authDialog).toBe('signin');
  });

  it('?verify=: verified at once (once, though React runs effects twice in development), then the token leaves the address', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('/auth/verify-email'), () => {
        calls += 1;
        return HttpResponse.json({ data: { verified: true, email: user.email } });
      }),
    );
    const { location } = onPage('/?verify=tok_v');
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailVerified)).toBeInTheDocument();
    expect(calls).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('?verify= with an expired link says so', async () => {
    server.use(http.post(apiUrl('/auth/verify-email'), () => HttpResponse.json({ error: { code: 'LINK_EXPIRED', message: ACCOUNT_MESSAGES.verifyLinkExpired } }, { status: 400 })));
    onPage('/?verify=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.verifyLinkExpired);
  });
});
