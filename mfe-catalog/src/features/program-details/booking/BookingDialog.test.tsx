import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, delay, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { VALIDATION_MESSAGES } from '@wellness/shared/domain';
import { BOOKING_TEXTS, BookingDialog, CONFIRMATION_CLOSE_MS } from './BookingDialog';

const program = {
  id: 'prg-001',
  slug: 'test-program',
  name: 'Test Program',
  location: 'Sedona - USA',
  priceText: '$4,850',
  bookingOptions: { pricePerPerson: '$4,850', availableDates: ['2099-03-01', '2099-04-12'] },
};

describe('BookingDialog (the booking modal and its checks)', () => {
  startMockApi();
  let bodies: unknown[];
  let keys: (string | null)[];
  let auth: (string | null)[];
  beforeEach(() => {
    bodies = [];
    keys = [];
    auth = [];
    server.use(http.post(apiUrl('/api/bookings'), async ({ request }) => {
      bodies.push(await request.json());
      keys.push(request.headers.get('Idempotency-Key'));
      auth.push(request.headers.get('Authorization'));
      await delay(50);
      return HttpResponse.json({ data: { id: 'b1' } }, { status: 201 });
    }));
  });
  afterEach(() => jest.useRealTimers());

  const fill = async (values: { name?: string; email?: string; phone?: string; date?: string }) => {
    if (values.name !== undefined) await userEvent.type(screen.getByLabelText(/Full Name/), values.name);
    if (values.email !== undefined) await userEvent.type(screen.getByLabelText(/Email Address/), values.email);
    if (values.phone !== undefined) await userEvent.type(screen.getByLabelText(/Phone Number/), values.phone);
    if (values.date !== undefined) await userEvent.selectOptions(screen.getByLabelText(/Preferred Date/), values.date);
  };

  it('checks every field on submit with the spec\'s messages, word for word', async () => {
    renderWithProviders(<BookingDialog program={program} onClose={() => undefined} />);
    await userEvent.type(screen.getByLabelText(/Full Name/), '   ');
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.submit }));
    expect(screen.getAllByText(VALIDATION_MESSAGES.required).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText(VALIDATION_MESSAGES.date)).toBeInTheDocument();
    expect(VALIDATION_MESSAGES.required).toBe('This field is required');
    expect(VALIDATION_MESSAGES.date).toBe('Please select a date');
    expect(bodies).toHaveLength(0);
  });

  it('checks email and phone as they are typed', async () => {
    renderWithProviders(<BookingDialog program={program} onClose={() => undefined} />);
    await fill({ email: 'ana@' });
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Email Address/), 'example.com');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await fill({ phone: '12345' });
    expect(screen.getByText('Please enter a valid phone number (10-15 digits)')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Phone Number/), '67890');
    expect(screen.queryByText('Please enter a valid phone number (10-15 digits)')).not.toBeInTheDocument();
    // the name is not checked live
    await userEvent.type(screen.getByLabelText(/Full Name/), ' ');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });

  it('offers the program’s available dates as a select, else a date input from today', async () => {
    const { unmount } = renderWithProviders(<BookingDialog program={program} onClose={() => undefined} />);
    const select = screen.getByLabelText(/Preferred Date/);
    expect(select.tagName).toBe('SELECT');
    expect(screen.getByRole('option', { name: '01/03/2099' })).toHaveValue('2099-03-01');
    unmount();
    renderWithProviders(<BookingDialog program={{ ...program, bookingOptions: { pricePerPerson: '', availableDates: [] } }} onClose={() => undefined} />);
    const input = screen.getByLabelText(/Preferred Date/);
    expect(input).toHaveAttribute('type', 'date');
    expect(input.getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('sends the request with an Idempotency-Key, shows Processing..., then the confirmation, which closes after 2 s', async () => {
    const onClose = jest.fn();
    renderWithProviders(<BookingDialog program={program} onClose={onClose} />, {
      preloadedState: { session: { user: { firstName: 'Ana', lastName: 'Moreau', email: 'ana@example.com', phone: '+41 79 123 45 67', role: 'user' }, token: 'tok' } } as never,
    });
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ana Moreau');
    expect(screen.getByLabelText(/Phone Number/)).toHaveValue('41791234567');
    await fill({ date: '2099-04-12' });
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.submit }));
    expect(screen.getByRole('button', { name: BOOKING_TEXTS.processing })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: BOOKING_TEXTS.confirmedTitle })).toBeInTheDocument();
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ name: 'Ana Moreau', email: 'ana@example.com', phone: '41791234567', preferredDate: '2099-04-12', programId: 'prg-001', programSlug: 'test-program' });
    expect(keys[0]).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    expect(auth[0]).toBe('Bearer tok');
  });

  it('closes the confirmed view after exactly 2 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const onClose = jest.fn();
    renderWithProviders(<BookingDialog program={program} onClose={onClose} />);
    fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText(/Phone Number/), { target: { value: '0791234567' } });
    fireEvent.change(screen.getByLabelText(/Preferred Date/), { target: { value: '2099-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.submit }));
    await act(() => jest.advanceTimersByTimeAsync(60));
    expect(screen.getByRole('heading', { name: BOOKING_TEXTS.confirmedTitle })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(CONFIRMATION_CLOSE_MS - 10));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sends the same Idempotency-Key when the same form is sent again, a new one for a changed form or a new booking', async () => {
    let calls = 0;
    server.use(http.post(apiUrl('/api/bookings'), ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      calls += 1;
      if (calls === 1) return HttpResponse.json({ error: { code: 'VALIDATION_ERROR', message: 'Please select a date', fields: { preferredDate: 'Please select a date' } } }, { status: 400 });
      if (calls === 2) return HttpResponse.json({ error: { code: 'UNAVAILABLE', message: 'The service is busy. Please try again.' } }, { status: 503 });
      return HttpResponse.json({ data: { id: `b${calls}` } }, { status: 201 });
    }));
    const { unmount } = renderWithProviders(<BookingDialog program={program} onClose={() => undefined} />);
    await fill({ name: 'Ana', email: 'ana@example.com', phone: '0791234567', date: '2099-03-01' });
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a date');
    // The same form again: the same attempt, the same key.
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.submit }));
    expect(await screen.findByText('The service is busy. Please try again.')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // A changed form is another booking: a new key.
    await fill({ date: '2099-04-12' });
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.submit }));
    expect(await screen.findByRole('heading', { name: BOOKING_TEXTS.confirmedTitle })).toBeInTheDocument();
    expect(keys[2]).not.toBe(keys[1]);
    unmount();
    // A new booking of the same program, with the same details: a new key.
    renderWithProviders(<BookingDialog program={program} onClose={() => undefined} />);
    await fill({ name: 'Ana', email: 'ana@example.com', phone: '0791234567', date: '2099-04-12' });
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.submit }));
    expect(await screen.findByRole('heading', { name: BOOKING_TEXTS.confirmedTitle })).toBeInTheDocument();
    expect(keys[3]).not.toBe(keys[2]);
    expect(keys.every((k) => /^[A-Za-z0-9._:-]{8,128}$/.test(k ?? ''))).toBe(true);
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    renderWithProviders(<BookingDialog program={program} onClose={onClose} />);
    fireEvent.keyDown(screen.getByLabelText(/Full Name/), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
