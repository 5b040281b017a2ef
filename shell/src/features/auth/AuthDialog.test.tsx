import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authDialogOpened, makeStore, setRuntimeConfig } from '@wellness/shared';
import { renderRoutes } from '@wellness/shared/testing';
import { AuthDialog } from './AuthDialog';

const user = { id: 'u1', firstName: 'Maya', lastName: 'Lind', email: 'maya@example.test', phone: '+4670123456', role: 'facility' as const };

function jsonResponse(status: number, body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

function setup(mode: 'signin' | 'signup') {
  const store = makeStore();
  store.dispatch(authDialogOpened(mode));
  const routes = [
    { path: '/', element: <AuthDialog /> },
    { path: '/dashboard/:role', element: <h1>Dashboard</h1> },
  ];
  return renderRoutes(routes, { store });
}

describe('AuthDialog', () => {
  const fetchMock = jest.fn();
  beforeAll(() => setRuntimeConfig({ apiBaseUrl: 'http://api.test', remotes: { marketing: '', catalog: '', dashboards: '' } }));
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock;
  });

  it('switches between Hello (sign-in) and Welcome (sign-up)', async () => {
    setup('signin');
    expect(screen.getByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('dialog', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Account Type/)).toHaveDisplayValue('Program Creator');
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual(['user', 'facility', 'admin']);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
  });

  it('checks the sign-up rules of SPEC §5 before calling the API', async () => {
    setup('signup');
    await userEvent.type(screen.getByLabelText(/^Password/), 'abc');
    await userEvent.type(screen.getByLabelText(/Confirm Password/), 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText(/First Name/), 'Maya');
    await userEvent.type(screen.getByLabelText(/Last Name/), 'Lind');
    await userEvent.type(screen.getByLabelText(/^Email/), 'maya@example.test');
    await userEvent.type(screen.getByLabelText(/^Phone/), '+4670123456');
    await userEvent.type(screen.getByLabelText(/^Password/), '456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers without confirmPassword, stores the session and goes to the role dashboard', async () => {
    fetchMock.mockImplementation(() => jsonResponse(201, { data: { accessToken: 'tok', user } }));
    const { store, router } = setup('signup');
    await userEvent.type(screen.getByLabelText(/First Name/), user.firstName);
    await userEvent.type(screen.getByLabelText(/Last Name/), user.lastName);
    await userEvent.type(screen.getByLabelText(/^Email/), user.email);
    await userEvent.type(screen.getByLabelText(/^Phone/), user.phone);
    await userEvent.type(screen.getByLabelText(/^Password/), 'serenity-42');
    await userEvent.type(screen.getByLabelText(/Confirm Password/), 'serenity-42');
    await userEvent.selectOptions(screen.getByLabelText(/Account Type/), 'facility');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/facility'));
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.url).toBe('http://api.test/auth/register');
    expect(await request.json()).toEqual({ firstName: 'Maya', lastName: 'Lind', email: user.email, phone: user.phone, password: 'serenity-42', role: 'facility' });
    expect(store.getState().session).toEqual({ user, token: 'tok' });
    expect(store.getState().ui.authDialog).toBeNull();
  });

  it('shows the busy label while signing in, then the refusal message', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    setup('signin');
    await userEvent.type(screen.getByLabelText(/^Email/), user.email);
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'SIGNING IN...' })).toBeDisabled();
    answer(new Response(JSON.stringify({ error: { code: 'INVALID_CREDENTIALS', message: 'x' } }), { status: 401, headers: { 'Content-Type': 'application/json' } }));
    expect(await screen.findByText('Invalid email or password. Please try again.')).toBeInTheDocument();
  });

  it('says Google sign-in is not available', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    setup('signin');
    await userEvent.click(screen.getByRole('button', { name: /Continue with Google/ }));
    expect(alert).toHaveBeenCalledWith('Google authentication is not implemented in this demo.');
  });
});
