import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectUser } from '@wellness/shared/contract';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { sessionOf } from '../../testing/fixtures';
import { PaymentMethodsPage } from './PaymentMethodsPage';
import { PersonalInfoPage } from './PersonalInfoPage';
import { PreferencesPage } from './PreferencesPage';

describe('account pages', () => {
  startMockApi();

  it('Personal Information is prefilled from the signed-in user; Save Changes stores it, updates the session and shows the alert text', async () => {
    let sent: unknown;
    server.use(
      http.patch(apiUrl('/auth/me'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: { user: { id: 'u1', firstName: 'Inès', lastName: 'Duarte', email: 'user@example.test', phone: '5559990000', role: 'user', status: 'active', joinDate: '' } } });
      }),
    );
    const user = userEvent.setup();
    const { store } = renderWithProviders(<PersonalInfoPage />, { preloadedState: sessionOf('user') });
    expect(screen.getByLabelText('First Name')).toHaveValue('Ines');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Duarte');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Inès');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '5559990000');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Information updated successfully!')).toBeInTheDocument();
    expect(sent).toEqual({ firstName: 'Inès', lastName: 'Duarte', email: 'user@example.test', phone: '5559990000' });
    expect(selectUser(store.getState())).toMatchObject({ firstName: 'Inès', phone: '5559990000', role: 'user' });
  });

  it('Personal Information: a refused save shows the API message', async () => {
    server.use(http.patch(apiUrl('/auth/me'), () => HttpResponse.json({ error: { code: 'EMAIL_TAKEN', message: 'This email is already registered.' } }, { status: 409 })));
    const user = userEvent.setup();
    renderWithProviders(<PersonalInfoPage />, { preloadedState: sessionOf('user') });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered.');
  });

  it('Payment Methods: the empty state and its buttons', () => {
    renderWithProviders(<PaymentMethodsPage />, { preloadedState: sessionOf('facility') });
    expect(screen.getByText('No payment methods added')).toBeInTheDocument();
    expect(screen.getByText('Add a payment method to make transactions easier')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'ADD PAYMENT METHOD' })).toHaveLength(2);
  });

  describe('Preferences', () => {
    afterEach(() => jest.useRealTimers());

    it('defaults to notifications on and English, stores the choice, and shows the saved message for 2 s', async () => {
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
      let sent: unknown;
      server.use(
        // The display currency is answered too; the page sends back only its own two settings.
        http.get(apiUrl('/api/my/preferences'), () => HttpResponse.json({ data: { notifications: true, language: 'en', currency: 'EUR' } })),
        http.put(apiUrl('/api/my/preferences'), async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json({ data: sent });
        }),
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithProviders(<PreferencesPage />, { preloadedState: sessionOf('admin') });
      const checkbox = await screen.findByLabelText('Enable Notifications');
      expect(checkbox).toBeChecked();
      expect(screen.getByLabelText('Language')).toHaveValue('en');
      expect(Array.from((screen.getByLabelText('Language') as HTMLSelectElement).options).map((o) => [o.value, o.text])).toEqual([
        ['en', 'English'],
        ['es', 'Spanish'],
        ['fr', 'French'],
      ]);
      await user.click(checkbox);
      await user.selectOptions(screen.getByLabelText('Language'), 'es');
      await user.click(screen.getByRole('button', { name: 'Save Preferences' }));
      expect(await screen.findByText('Preferences saved successfully!')).toBeInTheDocument();
      expect(sent).toEqual({ notifications: false, language: 'es' });
      await act(async () => {
        jest.advanceTimersByTime(1900);
      });
      expect(screen.getByText('Preferences saved successfully!')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(150);
      });
      await waitFor(() => expect(screen.queryByText('Preferences saved successfully!')).not.toBeInTheDocument());
    });

    it('shows what the user stored before', async () => {
      server.use(
        http.get(apiUrl('/api/my/preferences'), () => HttpResponse.json({ data: { notifications: false, language: 'fr' } })),
        // A user may host too: the page asks whether they get the daily summary email.
        http.get(apiUrl('/api/my/host-summary'), () => HttpResponse.json({ data: { enabled: true } })),
      );
      renderWithProviders(<PreferencesPage />, { preloadedState: sessionOf('user') });
      expect(await screen.findByLabelText('Enable Notifications')).not.toBeChecked();
      expect(screen.getByLabelText('Language')).toHaveValue('fr');
    });
  });
});
