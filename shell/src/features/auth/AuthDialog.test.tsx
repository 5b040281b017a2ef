import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authDialogOpened, localeSet, Route, Routes, signInAskedFor } from '@wellness/shared/contract';
import { makeTestStore, renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, delay, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { StaticNavigation } from '../../lib/navigation/NavigationContext';
import { siteNavigation } from '../../testing/siteNavigation';
import { AuthDialog } from './AuthDialog';
import { authMessages } from './messages';

const user = { id: 'u1', firstName: 'Maya', lastName: 'Lind', email: 'maya@example.test', phone: '+4670123456', role: 'facility' as const };

function setup(mode: 'signin' | 'signup', { afterSignIn, locale }: { afterSignIn?: string; locale?: 'es' | 'fr' } = {}) {
  const store = makeTestStore();
  if (locale) store.dispatch(localeSet(locale));
  store.dispatch(afterSignIn ? signInAskedFor(afterSignIn) : authDialogOpened(mode));
  return renderWithProviders(
    <StaticNavigation navigation={siteNavigation}>
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/" element={<AuthDialog />} />
          <Route path="/dashboard/*" element={<h1>Dashboard</h1>} />
        </Routes>
      </main>
    </StaticNavigation>,
    { store },
  );
}

async function signIn() {
  server.use(http.post(apiUrl('/auth/login'), () => HttpResponse.json({ data: { accessToken: 'tok', user } })));
  await userEvent.type(screen.getByLabelText(/^Email/), user.email);
  await userEvent.type(screen.getByLabelText(/^Password/), 'serenity-42');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('AuthDialog', () => {
  startMockApi();

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

  it('checks the sign-up rules (every field, a password of 6 or more, the same twice) before calling the API', async () => {
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
    // No handler is registered: any request would fail the test (startMockApi).
  });

  it('registers without confirmPassword, stores the session and goes to the role dashboard', async () => {
    let sent: unknown;
    server.use(
      http.post(apiUrl('/auth/register'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: { accessToken: 'tok', user } }, { status: 201 });
      }),
    );
    const { store, location } = setup('signup');
    await userEvent.type(screen.getByLabelText(/First Name/), user.firstName);
    await userEvent.type(screen.getByLabelText(/Last Name/), user.lastName);
    await userEvent.type(screen.getByLabelText(/^Email/), user.email);
    await userEvent.type(screen.getByLabelText(/^Phone/), user.phone);
    await userEvent.type(screen.getByLabelText(/^Password/), 'serenity-42');
    await userEvent.type(screen.getByLabelText(/Confirm Password/), 'serenity-42');
    await userEvent.selectOptions(screen.getByLabelText(/Account Type/), 'facility');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    await waitFor(() => expect(location().pathname).toBe('/dashboard/facility'));
    expect(sent).toEqual({ firstName: 'Maya', lastName: 'Lind', email: user.email, phone: user.phone, password: 'serenity-42', role: 'facility' });
    expect(store.getState().session).toEqual({ user, token: 'tok' });
    expect(store.getState().ui.authDialog).toBeNull();
  });

  it('shows the busy label while signing in, then the refusal message', async () => {
    server.use(
      http.post(apiUrl('/auth/login'), async () => {
        await delay(50);
        return HttpResponse.json({ error: { code: 'INVALID_CREDENTIALS', message: 'x' } }, { status: 401 });
      }),
    );
    setup('signin');
    await userEvent.type(screen.getByLabelText(/^Email/), user.email);
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'SIGNING IN...' })).toBeDisabled();
    expect(await screen.findByText('Invalid email or password. Please try again.')).toBeInTheDocument();
  });

  it("goes on, once signed in, to the page the visitor asked for when their role may see it, and puts focus on the page", async () => {
    const { store, location } = setup('signin', { afterSignIn: '/dashboard/facility/payment?card=new' });
    await signIn();
    await waitFor(() => expect(location()).toMatchObject({ pathname: '/dashboard/facility/payment', search: '?card=new' }));
    expect(store.getState().ui).toMatchObject({ authDialog: null, afterSignIn: null });
    await waitFor(() => expect(document.getElementById('main')).toHaveFocus());
  });

  it("goes to the role's own dashboard when the page asked for is another role's", async () => {
    const { location } = setup('signin', { afterSignIn: '/dashboard/admin' });
    await signIn();
    await waitFor(() => expect(location().pathname).toBe('/dashboard/facility'));
  });

  it('forgets the page asked for when the visitor closes the dialog', async () => {
    const { store } = setup('signin', { afterSignIn: '/dashboard/facility' });
    await userEvent.keyboard('{Escape}');
    expect(store.getState().ui).toMatchObject({ authDialog: null, afterSignIn: null });
  });

  it('says Google sign-in is not available', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    setup('signin');
    await userEvent.click(screen.getByRole('button', { name: /Continue with Google/ }));
    expect(alert).toHaveBeenCalledWith('Google authentication is not implemented in this demo.');
  });

  it('speaks Spanish on a Spanish page: its texts, and the schema rules in the fields', async () => {
    // Loaded first, as the page loads a language's catalogues before it renders in it.
    await authMessages.load('es');
    setup('signup', { locale: 'es' });
    const dialog = await screen.findByRole('dialog', { name: 'Bienvenido' });
    expect(dialog).toHaveTextContent('Cree su cuenta para reservar retiros y gestionar programas.');
    expect(screen.getByRole('combobox', { name: /Tipo de cuenta/ })).toHaveTextContent('Creador de programas');
    await userEvent.click(screen.getByRole('button', { name: 'Registrarse' }));
    expect(screen.getAllByText('Este campo es obligatorio').length).toBeGreaterThan(0);
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Inicie sesión' }));
    expect(await screen.findByRole('dialog', { name: 'Hola' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¿Olvidó su contraseña?' })).toBeInTheDocument();
  });
});
