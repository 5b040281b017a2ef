import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactDialogOpened } from '@wellness/shared/contract';
import { makeTestStore, renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, delay, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { ContactDialog } from './ContactDialog';

function setup() {
  const store = makeTestStore();
  store.dispatch(contactDialogOpened());
  return renderWithProviders(<ContactDialog />, { store });
}

describe('ContactDialog', () => {
  startMockApi();

  it('is closed until something asks for it through the store', () => {
    renderWithProviders(<ContactDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks every field on submit and each field as it changes', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    // No handler is registered, so a request would fail the test.
    expect(screen.getAllByText('This field is required')).toHaveLength(3);

    await userEvent.type(screen.getByLabelText(/Email Address/), 'ana@');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Phone Number/), '12345');
    expect(screen.getByText('Please enter a valid phone number (7-15 digits)')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Phone Number/), '67');
    expect(screen.queryByText('Please enter a valid phone number (7-15 digits)')).not.toBeInTheDocument();
  });

  it('posts the message to the API, shows Sending..., then Message Sent!', async () => {
    let sent: { method: string; body: unknown } | undefined;
    server.use(
      http.post(apiUrl('/contact'), async ({ request }) => {
        sent = { method: request.method, body: await request.json() };
        await delay(50);
        return HttpResponse.json({ data: { id: 'm1' } }, { status: 201 });
      }),
    );
    setup();
    await userEvent.type(screen.getByLabelText(/Full Name/), 'Camille Laurent');
    await userEvent.type(screen.getByLabelText(/Email Address/), 'camille@example.test');
    await userEvent.type(screen.getByLabelText(/^Message/), 'A week of detox in the Alps, please.');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();

    expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
    expect(sent?.body).toMatchObject({ name: 'Camille Laurent', email: 'camille@example.test', message: 'A week of detox in the Alps, please.' });
    expect(screen.getByText('Thank you for contacting us. Our team will get back to you shortly.')).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { store } = setup();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(store.getState().ui.contactDialogOpen).toBe(false));
  });
});
