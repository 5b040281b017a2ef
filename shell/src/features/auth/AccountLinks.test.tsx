// "Forgot password?" in the sign-in dialog (the links the emails carry: app/ShellDialogs.test.tsx).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authDialogOpened } from '@wellness/shared/contract';
import { ACCOUNT_MESSAGES } from '@wellness/shared/domain';
import { makeTestStore, renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { StaticNavigation } from '../../lib/navigation/NavigationContext';
import { siteNavigation } from '../../testing/siteNavigation';
import { AuthDialog } from './AuthDialog';


describe('Forgot password', () => {
  startMockApi();

  function signInDialog() {
    const store = makeTestStore();
    store.dispatch(authDialogOpened('signin'));
    return renderWithProviders(
      <StaticNavigation navigation={siteNavigation}>
        <AuthDialog />
      </StaticNavigation>,
      { store },
    );
  }

  it('opens from the sign-in form with the address typed, sends it, and answers the same words whatever the address', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/auth/password/forgot'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { message: ACCOUNT_MESSAGES.resetSent } }, { status: 202 });
      }),
    );
    signInDialog();
    await userEvent.type(screen.getByLabelText(/^Email/), 'Maya@Example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('Maya@Example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetSent)).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'maya@example.test' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
  });

  it('checks the address before asking the API, and says a refusal (too many requests) in the API’s words', async () => {
    server.use(http.post(apiUrl('/auth/password/forgot'), () => HttpResponse.json({ error: { code: 'RATE_LIMITED', message: 'Too many password reset requests. Please try again in 14 minutes.' } }, { status: 429 })));
    signInDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'maya@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many password reset requests.');
  });
});
