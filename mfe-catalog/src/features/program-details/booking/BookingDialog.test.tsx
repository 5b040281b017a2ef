import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, delay, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { BOOKING_MESSAGES, CANCELLATION_POLICY_RULE, nextStepText, NOTHING_CHARGED_NOW, SIGN_IN_FOR_INSTANT, VALIDATION_MESSAGES, type Booking } from '@wellness/shared/domain';
import { todayIso } from '@wellness/shared/ui';
import { bookingOf, sessionOf } from '../../../testing/booking';
import { seriousAxeViolations } from '../../../testing/axe';
import { makeTestStore } from '@wellness/shared/testing';
import { localeSet } from '@wellness/shared/contract';
import { formatDateRange, formatMoney } from '@wellness/shared/format';
import { CONFIRMED_TITLE } from './BookingConfirmed';
import { detailsMessages } from '../messages';
import { bookingMessages } from './messages';
import { BOOKING_TEXTS, BookingDialog, CONFIRMATION_CLOSE_MS, type BookingDialogProgram } from './BookingDialog';

/** A request program booked by preferred date (no sessions): the form without dated sessions. */
const program: BookingDialogProgram = {
  id: 'prg-001',
  slug: 'test-program',
  name: 'Test Program',
  location: 'Sedona - USA',
  price: 4850,
  priceText: '$4,850',
  currency: 'USD',
  bookingOptions: { pricePerPerson: '$4,850', availableDates: ['2099-03-01', '2099-04-12'] },
  sessions: [],
  bookingMode: 'request',
  responseHours: 48,
  cancellationPolicy: 'moderate',
  depositPercent: null,
};

/** An instant program with dated sessions: one past, one today, one full, one with 3 places, one with 30. */
const withSessions: BookingDialogProgram = {
  ...program,
  bookingMode: 'instant',
  cancellationPolicy: 'flexible',
  depositPercent: 30,
  bookingOptions: { pricePerPerson: '$4,850', availableDates: ['2099-03-01', '2099-05-10'] },
  sessions: [
    sessionOf('s-past', '2020-01-05', 4),
    sessionOf('s-today', todayIso(), 4),
    sessionOf('s-full', '2099-02-01', 0),
    sessionOf('s-1', '2099-03-01', 3),
    sessionOf('s-2', '2099-05-10', 30, { nights: 5, capacity: 40 }),
  ],
};


/**
 * A program with a price is paid at checkout: the same answer serves POST /api/bookings and, as a checkout the
 * provider has already accepted, POST /api/checkouts (the payment step has tests of its own).
 */
type Resolver = Parameters<typeof http.post>[1];
function bookingAndCheckout(resolver: Resolver) {
  return [
    http.post(apiUrl('/api/bookings'), resolver),
    http.post(apiUrl('/api/checkouts'), async (info) => {
      const answer = (await (resolver as (i: typeof info) => Promise<Response> | Response)(info)) as Response;
      if (answer.status !== 201) return answer;
      const booking = ((await answer.json()) as { data: Booking }).data;
      const checkout = { id: 'c-1', status: 'booked', amount: 1035, currency: 'USD', payPath: '/pay/x', payment: { status: booking.state === 'confirmed' ? 'captured' : 'authorised', failure: '', captured: booking.state === 'confirmed' }, error: null, booking };
      return HttpResponse.json({ data: checkout }, { status: 201 });
    }),
  ];
}

const submitRequest = () => screen.getByRole('button', { name: 'Request to book' });

/** A signed-in guest (an instant program books at once only for one); the form opens with their details. */
const signedIn = {
  preloadedState: { session: { user: { firstName: 'Ana', lastName: 'Moreau', email: 'ana@example.com', phone: '+41 79 123 45 67', role: 'user' }, token: 'tok' } } as never,
};

// These tests type whole forms, key by key: on a busy machine that can take longer than jest's 5 s default.
jest.setTimeout(20_000);

describe('BookingDialog (the booking modal and its checks)', () => {
  startMockApi();
  // The booking texts name the configured balance days (GET /api/money/terms).
  beforeEach(() => server.use(http.get(apiUrl('/api/money/terms'), () => HttpResponse.json({ data: { commissionPercent: 15, balanceDueDays: 30 } }))));
  let bodies: Record<string, unknown>[];
  let keys: (string | null)[];
  let auth: (string | null)[];
  let programReads: number;
  beforeEach(() => {
    bodies = [];
    keys = [];
    auth = [];
    programReads = 0;
    server.use(
      ...bookingAndCheckout(async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        keys.push(request.headers.get('Idempotency-Key'));
        auth.push(request.headers.get('Authorization'));
        await delay(50);
        return HttpResponse.json({ data: bookingOf() }, { status: 201 });
      }),
      http.get(apiUrl('/api/programs/by-slug/:slug'), () => {
        programReads += 1;
        return HttpResponse.json({ data: { ...withSessions } });
      }),
    );
  });
  afterEach(() => jest.useRealTimers());

  const fill = async (values: { name?: string; email?: string; phone?: string; date?: string }) => {
    if (values.name !== undefined) await userEvent.type(screen.getByLabelText(/Full Name/), values.name);
    if (values.email !== undefined) await userEvent.type(screen.getByLabelText(/Email Address/), values.email);
    if (values.phone !== undefined) await userEvent.type(screen.getByLabelText(/Phone Number/), values.phone);
    if (values.date !== undefined) await userEvent.selectOptions(screen.getByLabelText(/Preferred Date/), values.date);
  };

  describe('the spec’s dialog, kept', () => {
    it('checks every field on submit with the spec\'s messages, word for word', async () => {
      renderWithProviders(<BookingDialog program={program} onClose={() => undefined} />);
      await userEvent.type(screen.getByLabelText(/Full Name/), '   ');
      await userEvent.click(submitRequest());
      expect(screen.getAllByText(VALIDATION_MESSAGES.required).length).toBeGreaterThanOrEqual(1);
      expect(screen.getByText(VALIDATION_MESSAGES.date)).toBeInTheDocument();
      expect(VALIDATION_MESSAGES.required).toBe('This field is required');
      expect(VALIDATION_MESSAGES.date).toBe('Please select a date');
      expect(bodies).toHaveLength(0);
      // The first field in error takes the focus, so a screen reader reads its label and message.
      expect(screen.getByLabelText(/Full Name/)).toHaveFocus();
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

    it('without sessions, offers the program’s available dates as a select, else a date input from today', async () => {
      const { unmount } = renderWithProviders(<BookingDialog program={program} onClose={() => undefined} />);
      const select = screen.getByLabelText(/Preferred Date/);
      expect(select.tagName).toBe('SELECT');
      expect(screen.getByRole('option', { name: '1 Mar 2099' })).toHaveValue('2099-03-01');
      unmount();
      renderWithProviders(<BookingDialog program={{ ...program, bookingOptions: { pricePerPerson: '', availableDates: [] } }} onClose={() => undefined} />);
      const input = screen.getByLabelText(/Preferred Date/);
      expect(input).toHaveAttribute('type', 'date');
      expect(input.getAttribute('min')).toBe(todayIso());
    });

    it('sends the request with an Idempotency-Key, shows Processing..., then the confirmation, which closes after 2 s', async () => {
      const onClose = jest.fn();
      renderWithProviders(<BookingDialog program={program} onClose={onClose} />, {
        preloadedState: { session: { user: { firstName: 'Ana', lastName: 'Moreau', email: 'ana@example.com', phone: '+41 79 123 45 67', role: 'user' }, token: 'tok' } } as never,
      });
      expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ana Moreau');
      expect(screen.getByLabelText(/Phone Number/)).toHaveValue('41791234567');
      await fill({ date: '2099-04-12' });
      await userEvent.click(submitRequest());
      expect(screen.getByRole('button', { name: BOOKING_TEXTS.processing })).toBeDisabled();
      expect(await screen.findByRole('heading', { name: CONFIRMED_TITLE.requested })).toBeInTheDocument();
      expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
      expect(bodies[0]).toEqual({ name: 'Ana Moreau', email: 'ana@example.com', phone: '41791234567', preferredDate: '2099-04-12', guests: 1, programId: 'prg-001', programSlug: 'test-program', locale: 'en' });
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
      fireEvent.click(submitRequest());
      // Time moves a millisecond at a time until the confirmed view shows: the 2 s count from then.
      while (!screen.queryByRole('heading', { name: CONFIRMED_TITLE.requested })) await act(() => jest.advanceTimersByTimeAsync(1));
      await act(() => jest.advanceTimersByTimeAsync(CONFIRMATION_CLOSE_MS - 1));
      expect(onClose).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('sends the same Idempotency-Key when the same form is sent again, a new one for a changed form or a new booking', async () => {
      let calls = 0;
      server.use(...bookingAndCheckout(({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        calls += 1;
        if (calls === 1) return HttpResponse.json({ error: { code: 'VALIDATION_ERROR', message: 'Please select a date', fields: { preferredDate: 'Please select a date' } } }, { status: 400 });
        if (calls === 2) return HttpResponse.json({ error: { code: 'UNAVAILABLE', message: 'The service is busy. Please try again.' } }, { status: 503 });
        return HttpResponse.json({ data: bookingOf({ id: `b${calls}` }) }, { status: 201 });
      }));
      const { unmount } = renderWithProviders(<BookingDialog program={program} onClose={() => undefined} />);
      await fill({ name: 'Ana', email: 'ana@example.com', phone: '0791234567', date: '2099-03-01' });
      await userEvent.click(submitRequest());
      expect(await screen.findByRole('alert')).toHaveTextContent('Please select a date');
      // The same form again: the same attempt, the same key.
      await userEvent.click(submitRequest());
      expect(await screen.findByText('The service is busy. Please try again.')).toBeInTheDocument();
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      // A changed form is another booking: a new key.
      await fill({ date: '2099-04-12' });
      await userEvent.click(submitRequest());
      expect(await screen.findByRole('heading', { name: CONFIRMED_TITLE.requested })).toBeInTheDocument();
      expect(keys[2]).not.toBe(keys[1]);
      unmount();
      // A new booking of the same program, with the same details: a new key.
      renderWithProviders(<BookingDialog program={program} onClose={() => undefined} />);
      await fill({ name: 'Ana', email: 'ana@example.com', phone: '0791234567', date: '2099-04-12' });
      await userEvent.click(submitRequest());
      expect(await screen.findByRole('heading', { name: CONFIRMED_TITLE.requested })).toBeInTheDocument();
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

  describe('sessions, guests, price and policy', () => {
    const group = () => screen.getByRole('radiogroup', { name: /Preferred Date/ });

    it('offers the sessions that have not started as radios; a full one is disabled and says Sold out', async () => {
      renderWithProviders(<BookingDialog program={withSessions} onClose={() => undefined} />);
      const radios = within(group()).getAllByRole('radio');
      // past and today's sessions are not offered
      expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['s-full', 's-1', 's-2']);
      const full = within(group()).getByRole('radio', { name: /1\s–\s8 Feb 2099.*Sold out/ });
      expect(full).toBeDisabled();
      expect(within(group()).getByRole('radio', { name: /1\s–\s8 Mar 2099.*7 nights.*3 places left/ })).toBeEnabled();
      expect(within(group()).getByRole('radio', { name: /10\s–\s15 May 2099.*5 nights.*30 places left/ })).toBeEnabled();
      // no session chosen yet: the spec's date message, on the group, which then takes the focus
      await userEvent.click(submitRequest());
      expect(within(group()).getByText(VALIDATION_MESSAGES.date)).toBeInTheDocument();
      expect(group()).toHaveAttribute('aria-invalid', 'true');
      expect(group()).toHaveAccessibleDescription(VALIDATION_MESSAGES.date);
      await fill({ name: 'Ana', email: 'ana@example.com', phone: '0791234567' });
      await userEvent.click(submitRequest());
      expect(within(group()).getByRole('radio', { name: /1\s–\s8 Mar 2099/ })).toHaveFocus();
      await userEvent.click(within(group()).getByRole('radio', { name: /1\s–\s8 Mar 2099/ }));
      expect(within(group()).queryByText(VALIDATION_MESSAGES.date)).not.toBeInTheDocument();
      expect(bodies).toHaveLength(0);
    });

    it('opens with the session chosen on the page', () => {
      renderWithProviders(<BookingDialog program={withSessions} initialSessionId="s-2" onClose={() => undefined} />);
      expect(within(group()).getByRole('radio', { name: /10\s–\s15 May 2099/ })).toBeChecked();
    });

    it('bounds the guests by the chosen session’s places left and the per-booking limit of 20', async () => {
      renderWithProviders(<BookingDialog program={withSessions} onClose={() => undefined} />);
      const guests = () => screen.getByRole('combobox', { name: /Guests/ });
      const options = () => within(guests()).getAllByRole('option').map((o) => o.textContent);
      expect(options()).toHaveLength(20);
      await userEvent.click(within(group()).getByRole('radio', { name: /10\s–\s15 May 2099/ }));
      expect(options()).toHaveLength(20);
      expect(options()[0]).toBe('1 guest');
      expect(options()[19]).toBe('20 guests');
      await userEvent.selectOptions(guests(), '5');
      await userEvent.click(within(group()).getByRole('radio', { name: /1\s–\s8 Mar 2099/ }));
      expect(options()).toEqual(['1 guest', '2 guests', '3 guests']);
      expect(guests()).toHaveValue('3');
      expect(guests()).toHaveAccessibleDescription('3 places left on these dates');
      // the guest's own choice applies again on a session with room for it
      await userEvent.click(within(group()).getByRole('radio', { name: /10\s–\s15 May 2099/ }));
      expect(guests()).toHaveValue('5');
    });

    it('shows price per person × guests = total, and the deposit charged now and the balance before arrival', async () => {
      renderWithProviders(<BookingDialog program={withSessions} initialSessionId="s-2" onClose={() => undefined} />, signedIn);
      const summary = screen.getByRole('region', { name: 'Price' });
      const row = (term: string | RegExp) => within(summary).getByText(term).nextElementSibling?.textContent;
      expect(row('Price per person')).toBe('$4,850');
      expect(row('Guests')).toBe('1');
      expect(row('Total')).toBe('$4,850');
      // What will be charged, and in which currency: the program's.
      expect(screen.getByText("Charged in US dollars (USD), the program's currency. Amounts in other currencies are estimates.")).toBeInTheDocument();
      await userEvent.selectOptions(screen.getByRole('combobox', { name: /Guests/ }), '3');
      expect(row('Guests')).toBe('3');
      expect(row('Total')).toBe('$14,550');
      expect(row('Deposit (30%), charged now')).toBe('$4,365');
      expect(row('Balance, before arrival')).toBe('$10,185');
      expect(within(summary).getByText('The deposit is charged now; the balance 30 days before arrival.')).toBeInTheDocument();
      expect(summary).not.toHaveTextContent(NOTHING_CHARGED_NOW);
      expect(within(summary).queryByText(/due now/i)).not.toBeInTheDocument();
    });

    it('names the balance’s days the API is configured with (BALANCE_DUE_DAYS), not a constant of the page', async () => {
      server.use(http.get(apiUrl('/api/money/terms'), () => HttpResponse.json({ data: { commissionPercent: 15, balanceDueDays: 21 } })));
      renderWithProviders(<BookingDialog program={withSessions} onClose={() => undefined} />, signedIn);
      const summary = screen.getByRole('region', { name: 'Price' });
      expect(await within(summary).findByText('The deposit is charged now; the balance 21 days before arrival.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Book now' })).toHaveAccessibleDescription(nextStepText('instant', 48, 'deposit', 21));
    });

    it('without a deposit shows no deposit; without a price, the spec’s text and no total', () => {
      const { unmount } = renderWithProviders(<BookingDialog program={program} onClose={() => undefined} />);
      let summary = screen.getByRole('region', { name: 'Price' });
      expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('$4,850');
      expect(within(summary).queryByText(/Deposit/)).not.toBeInTheDocument();
      expect(within(summary).queryByText(/Balance/)).not.toBeInTheDocument();
      // No deposit asked: the whole price is taken at checkout (held, for a request, until the host accepts).
      expect(within(summary).getByText('The whole price is held on your card now and charged if the host accepts.')).toBeInTheDocument();
      expect(summary).not.toHaveTextContent(NOTHING_CHARGED_NOW);
      unmount();
      renderWithProviders(<BookingDialog program={{ ...program, price: null, priceText: '', depositPercent: 20, bookingOptions: { pricePerPerson: '', availableDates: [] } }} onClose={() => undefined} />);
      summary = screen.getByRole('region', { name: 'Price' });
      expect(within(summary).getByText('Price per person').nextElementSibling).toHaveTextContent('Contact for pricing');
      expect(within(summary).queryByText('Total')).not.toBeInTheDocument();
      expect(within(summary).queryByText(/Deposit/)).not.toBeInTheDocument();
      // No price, nothing to pay online.
      expect(within(summary).getByText(NOTHING_CHARGED_NOW)).toBeInTheDocument();
    });

    it('states the cancellation policy’s rule and what happens next before the button, which says how the program books', () => {
      const { unmount } = renderWithProviders(<BookingDialog program={withSessions} onClose={() => undefined} />, signedIn);
      const rule = screen.getByText(CANCELLATION_POLICY_RULE.flexible);
      const button = screen.getByRole('button', { name: 'Book now' });
      expect(screen.getByText('Cancellation policy: Flexible')).toBeInTheDocument();
      expect(rule.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(button).toHaveAccessibleDescription(nextStepText('instant', 48, 'deposit'));
      unmount();
      renderWithProviders(<BookingDialog program={{ ...program, responseHours: 24 }} onClose={() => undefined} />);
      expect(screen.getByText(CANCELLATION_POLICY_RULE.moderate)).toBeInTheDocument();
      expect(submitRequest()).toHaveAccessibleDescription(nextStepText('request', 24, 'whole'));
    });

    it('says only what is true for the program’s mode and its money: instant is confirmed at once with the deposit charged, a request without a deposit is the host’s to answer within its own hours and holds the whole price', () => {
      const { unmount } = renderWithProviders(<BookingDialog program={withSessions} onClose={() => undefined} />, signedIn);
      const dialog = screen.getByRole('dialog');
      expect(dialog).toHaveTextContent('Your place is confirmed at once. The deposit is charged now; the balance 30 days before arrival.');
      expect(dialog).not.toHaveTextContent(NOTHING_CHARGED_NOW);
      expect(dialog).not.toHaveTextContent(/host answers/);
      expect(dialog).not.toHaveTextContent(/confirm availability/);
      // SPEC's promise stays, word for word.
      expect(dialog).toHaveTextContent('Our wellness expert will contact you within 24 hours');
      unmount();
      renderWithProviders(<BookingDialog program={{ ...program, responseHours: 24 }} onClose={() => undefined} />);
      const request = screen.getByRole('dialog');
      expect(request).toHaveTextContent('The host answers within 24 hours and your place is held until then');
      expect(request).toHaveTextContent('The whole price is held on your card now and charged if the host accepts.');
      expect(request).not.toHaveTextContent(NOTHING_CHARGED_NOW);
      expect(request).not.toHaveTextContent(/confirmed at once/);
      expect(request).not.toHaveTextContent(/48 hours/);
    });

    it('to a visitor without an account, an instant program is a request (as the API makes it), and says how to book at once', async () => {
      renderWithProviders(<BookingDialog program={withSessions} initialSessionId="s-1" onClose={() => undefined} />);
      const dialog = screen.getByRole('dialog');
      expect(screen.queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();
      expect(submitRequest()).toHaveAccessibleDescription(`${nextStepText('request', 48, 'deposit')} ${SIGN_IN_FOR_INSTANT}`);
      expect(dialog).toHaveTextContent('The deposit is held on your card now and charged if the host accepts');
      expect(dialog).toHaveTextContent('The host answers within 48 hours and your place is held until then');
      expect(dialog).not.toHaveTextContent(/confirmed at once\. Nothing/);
      await fill({ name: 'Ana', email: 'ana@example.com', phone: '0791234567' });
      await userEvent.click(submitRequest());
      expect(await screen.findByRole('heading', { name: CONFIRMED_TITLE.requested })).toBeInTheDocument();
    });

    it('sends the session and the guests with an Idempotency-Key; an instant booking is confirmed with its reference', async () => {
      server.use(...bookingAndCheckout(async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        keys.push(request.headers.get('Idempotency-Key'));
        return HttpResponse.json({ data: bookingOf({ state: 'confirmed', reference: 'WT-ABC123', guests: 2 }) }, { status: 201 });
      }));
      const onClose = jest.fn();
      renderWithProviders(<BookingDialog program={withSessions} initialSessionId="s-1" onClose={onClose} />, signedIn);
      await userEvent.selectOptions(screen.getByRole('combobox', { name: /Guests/ }), '2');
      await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
      expect(await screen.findByRole('heading', { name: CONFIRMED_TITLE.confirmed })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Your place in Test Program is confirmed.');
      expect(screen.getByRole('status')).toHaveTextContent('Your reference: WT-ABC123');
      // Paid at checkout: what was charged, not "nothing is charged".
      expect(screen.getByRole('status')).toHaveTextContent('Charged now: $1,035.');
      expect(screen.getByRole('status')).not.toHaveTextContent(NOTHING_CHARGED_NOW);
      expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
      expect(bodies[0]).toEqual({ name: 'Ana Moreau', email: 'ana@example.com', phone: '41791234567', preferredDate: '2099-03-01', guests: 2, sessionId: 's-1', programId: 'prg-001', programSlug: 'test-program', locale: 'en' });
      expect(keys[0]).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
      // the places changed: the page's program is asked for again
      await act(() => delay(20));
      expect(programReads).toBe(1);
    });

    it('a request says by when the host answers', async () => {
      renderWithProviders(<BookingDialog program={{ ...withSessions, bookingMode: 'request' }} initialSessionId="s-1" onClose={() => undefined} />);
      await fill({ name: 'Ana', email: 'ana@example.com', phone: '0791234567' });
      await userEvent.click(submitRequest());
      expect(await screen.findByRole('heading', { name: CONFIRMED_TITLE.requested })).toBeInTheDocument();
      // 2099-02-03T12:00Z is the 3rd in every time zone within 11 hours of UTC
      expect(screen.getByRole('status')).toHaveTextContent(/is with the host, who answers by 3 Feb 2099, \d{2}:\d{2}\. Your place is held until then\./);
      expect(screen.getByRole('status')).toHaveTextContent('Your reference: WT-7K3QX9');
    });

    it.each([
      ['SESSION_FULL', BOOKING_MESSAGES.sessionFull, {}],
      ['NOT_ENOUGH_PLACES', BOOKING_MESSAGES.notEnoughPlaces(2), { placesLeft: 2 }],
    ])('a 409 %s shows the API’s message, keeps the form and asks for the program again', async (code, message, details) => {
      server.use(...bookingAndCheckout(async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ error: { code, message, details } }, { status: 409 });
      }));
      renderWithProviders(<BookingDialog program={withSessions} initialSessionId="s-1" onClose={() => undefined} />);
      await fill({ name: 'Ana Moreau', email: 'ana@example.com', phone: '0791234567' });
      await userEvent.selectOptions(screen.getByRole('combobox', { name: /Guests/ }), '3');
      await userEvent.click(submitRequest());
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.getByRole('dialog', { name: `Book ${withSessions.name}` })).toBeInTheDocument();
      expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ana Moreau');
      expect(screen.getByLabelText(/Email Address/)).toHaveValue('ana@example.com');
      expect(screen.getByLabelText(/Phone Number/)).toHaveValue('0791234567');
      expect(screen.getByRole('combobox', { name: /Guests/ })).toHaveValue('3');
      expect(within(group()).getByRole('radio', { name: /1\s–\s8 Mar 2099/ })).toBeChecked();
      expect(bodies).toHaveLength(1);
      await act(() => delay(20));
      expect(programReads).toBe(1);
    });

    it('maps the API’s field messages for the session and the guests onto their fields', async () => {
      server.use(...bookingAndCheckout(() =>
        HttpResponse.json({ error: { code: 'VALIDATION_ERROR', message: 'At most 20 guests per booking', fields: { sessionId: BOOKING_MESSAGES.sessionRequired, guests: 'At most 20 guests per booking' } } }, { status: 400 })));
      renderWithProviders(<BookingDialog program={withSessions} initialSessionId="s-1" onClose={() => undefined} />);
      await fill({ name: 'Ana', email: 'ana@example.com', phone: '0791234567' });
      await userEvent.click(submitRequest());
      expect(await screen.findByRole('alert')).toHaveTextContent('At most 20 guests per booking');
      expect(group()).toHaveAccessibleDescription(BOOKING_MESSAGES.sessionRequired);
      expect(screen.getByRole('combobox', { name: /Guests/ })).toHaveAccessibleDescription(/At most 20 guests per booking/);
    });

    it('has no serious or critical axe-core violations, with sessions and errors shown, and without sessions', async () => {
      const { unmount } = renderWithProviders(<BookingDialog program={withSessions} onClose={() => undefined} />);
      await userEvent.click(submitRequest());
      expect(within(group()).getByText(VALIDATION_MESSAGES.date)).toBeInTheDocument();
      expect(await seriousAxeViolations()).toEqual([]);
      unmount();
      renderWithProviders(<BookingDialog program={program} onClose={() => undefined} />);
      expect(await seriousAxeViolations()).toEqual([]);
    });
  });

  describe('the payment step', () => {
    it('shows the provider’s page inside the dialog, asks until the booking is made, then says what was charged', async () => {
      let reads = 0;
      const checkout = { id: 'c-9', status: 'awaiting_payment', amount: 1035, currency: 'USD', payPath: '/pay/tc_pi_1', payment: { status: 'requires_payment', failure: '', captured: false }, error: null, booking: null };
      server.use(
        http.post(apiUrl('/api/checkouts'), async ({ request }) => {
          bodies.push((await request.json()) as Record<string, unknown>);
          return HttpResponse.json({ data: checkout }, { status: 201 });
        }),
        http.get(apiUrl('/api/checkouts/c-9'), () => {
          reads += 1;
          return HttpResponse.json({ data: reads < 2 ? checkout : { ...checkout, status: 'booked', payment: { status: 'authorised', failure: '', captured: false }, booking: bookingOf({ state: 'requested' }) } });
        }),
      );
      renderWithProviders(<BookingDialog program={{ ...withSessions, bookingMode: 'request' }} initialSessionId="s-1" onClose={() => undefined} />);
      await fill({ name: 'Ana', email: 'ana@example.com', phone: '0791234567' });
      await userEvent.click(submitRequest());
      const frame = await screen.findByTitle('Payment page');
      expect(frame.getAttribute('src')).toMatch(/\/pay\/tc_pi_1$/);
      expect(screen.getByText('Pay $1,035 on the payment page below. Your booking is made as soon as the payment is accepted.')).toBeInTheDocument();
      // No card field in the dialog: the card is typed on the provider's page only.
      expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: CONFIRMED_TITLE.requested }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('$1,035 is held on your card and charged when the host accepts.');
      expect(bodies[0]).toMatchObject({ sessionId: 's-1', programId: 'prg-001' });
    });
  });

  it('speaks Spanish on a Spanish page: its fields, the sessions, the price, the rules it checks and what happened', async () => {
    // Loaded first, as the page loads its language's catalogues before it renders in it.
    await Promise.all([detailsMessages.load('es'), bookingMessages.load('es')]);
    const store = makeTestStore();
    store.dispatch(localeSet('es'));
    renderWithProviders(<BookingDialog program={withSessions} onClose={() => undefined} />, { store });
    const dialog = screen.getByRole('dialog', { name: 'Reservar Test Program' });
    expect(within(dialog).getByRole('radiogroup', { name: /Fecha preferida/ })).toBeInTheDocument();
    const open = screen.getByRole('radio', { name: new RegExp(formatDateRange('2099-03-01', '2099-03-08', 'es')) });
    expect(open.closest('label')).toHaveTextContent('7 noches · Quedan 3 plazas');
    expect(dialog).toHaveTextContent('Agotado');
    expect(dialog).toHaveTextContent('Política de cancelación: flexible');
    expect(dialog).toHaveTextContent('Reembolso completo si cancela al menos 7 días antes de la llegada');
    expect(dialog).toHaveTextContent(`Total${formatMoney(4850, 'USD', 'es')}`.replace(/\s/g, ' '));
    expect(dialog).toHaveTextContent('Depósito (30 %), retenido ahora');
    expect(dialog).toHaveTextContent('Se cobra en dólares estadounidenses (USD), la moneda del programa.');
    // A visitor without an account asks: the request's words and how to book at once.
    expect(screen.getByText(/^El anfitrión responde en un plazo de 48 horas .* Inicie sesión para que su plaza se confirme al instante\.$/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Solicitar reserva' }));
    expect(screen.getAllByText('Este campo es obligatorio').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('Seleccione una fecha')).toBeInTheDocument();
    expect(screen.queryByText(VALIDATION_MESSAGES.required)).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Nombre completo/), 'Ana');
    await userEvent.type(screen.getByLabelText(/Correo electrónico/), 'ana@example.com');
    await userEvent.type(screen.getByLabelText(/Teléfono/), '0791234567');
    await userEvent.click(open);
    expect(screen.getByRole('combobox', { name: /Personas/ })).toHaveTextContent('1 persona');
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar reserva' }));
    expect(await screen.findByRole('heading', { name: '¡Solicitud de reserva enviada!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Su solicitud para Test Program está en manos del anfitrión');
    expect(screen.getByRole('status')).toHaveTextContent('Su referencia: WT-7K3QX9');
    expect(screen.getByRole('status')).toHaveTextContent(`Se retienen ${formatMoney(1035, 'USD', 'es')} en su tarjeta`.replace(/\s/g, ' '));
    expect(bodies[0]).toMatchObject({ locale: 'es', sessionId: 's-1' });
  });
});

