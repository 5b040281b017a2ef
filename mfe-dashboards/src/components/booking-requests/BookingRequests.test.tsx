import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MESSAGES, type Booking } from '@wellness/shared/domain';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { seriousViolations } from '../../testing/axe';
import { booking, conflict, sessionOf, stateCounts } from '../../testing/fixtures';
import { BookingRequests } from './BookingRequests';

const requested = booking({ id: 'r1', name: 'Gabriel Moreau' });
const confirmed = booking({ id: 'c1', name: 'Ana Lima', state: 'confirmed', guests: 3, total: 10350 });
const started = booking({ id: 'c2', name: 'Tom Berg', state: 'confirmed', startDate: '2020-03-01', endDate: '2020-03-07' });

/** Serves the owner's list and records each query string it was asked with. */
function serveList(rows: () => Booking[], total?: number) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('/api/my/booking-requests'), ({ request }) => {
      asked.push(new URL(request.url).search);
      const requests = rows();
      return HttpResponse.json({ data: { requests, counts: stateCounts({ requested: 1, confirmed: 2 }), total: total ?? requests.length } });
    }),
  );
  return asked;
}

const rowOf = async (name: RegExp) => within(await screen.findByRole('table', { name: 'Booking requests for your programs' })).getByRole('row', { name });

// Tests that run axe-core take a few seconds under jsdom on a busy machine.
const AXE_TIMEOUT = 30_000;

/** A card program's money: nothing to record by hand. */
const cardMoney = { currency: 'USD', paid: 0, held: 0, refunded: 0, due: null, dueOn: null, refundToday: null, method: 'card' };

describe('BookingRequests (owner)', () => {
  startMockApi();
  beforeEach(() => server.use(http.get(apiUrl('/api/bookings/:id/money'), () => HttpResponse.json({ data: cardMoney }))));

  it('a booking of a program paid by bank transfer or on arrival shows what is paid and due, and records a payment once per request', async () => {
    const manual = booking({ id: 'm1', name: 'Ines Duarte', state: 'confirmed', guests: 1, total: 1000 });
    serveList(() => [manual, confirmed]);
    let money = { ...cardMoney, method: 'manual', due: 1000, records: [] as object[] };
    const sent: { body: unknown; key: string | null }[] = [];
    server.use(
      http.get(apiUrl('/api/bookings/m1/money'), () => HttpResponse.json({ data: money })),
      http.post(apiUrl('/api/bookings/m1/manual-payments'), async ({ request }) => {
        const body = (await request.json()) as { amount: number; method: string; note: string };
        sent.push({ body, key: request.headers.get('Idempotency-Key') });
        if (body.amount > 1000) return HttpResponse.json(conflict('At most $1,000 is still due on this booking.', 'MORE_THAN_DUE'), { status: 409 });
        money = { ...money, paid: body.amount, due: 1000 - body.amount, records: [{ id: 'p1', amount: body.amount, method: body.method, note: body.note, at: '2030-05-09T10:00:00.000Z' }] };
        return HttpResponse.json({ data: money }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BookingRequests />, { preloadedState: sessionOf('facility') });
    const row = await rowOf(/Ines Duarte/);
    expect(await within(row).findByText('Paid: $0')).toBeInTheDocument();
    expect(within(row).getByText('Still due: $1,000')).toBeInTheDocument();
    // A card program's booking has nothing to record.
    expect(within(await rowOf(/Ana Lima/)).queryByRole('button', { name: 'Record a payment' })).not.toBeInTheDocument();

    const open = within(row).getByRole('button', { name: 'Record a payment' });
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const form = await within(row).findByRole('form', { name: 'Record a payment for WT-M1' });
    expect(await seriousViolations(container)).toEqual([]);
    // Checked before sending: the first field in error takes the focus.
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText('Enter an amount.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(/Amount received/)).toHaveFocus());
    expect(sent).toEqual([]);
    // More than due: the API's refusal is said; the same request again keeps its key.
    await user.type(within(form).getByLabelText(/Amount received/), '1200');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText('At most $1,000 is still due on this booking.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.key).toBe(sent[0]!.key);
    // Keyboard only: the amount, the method, the note, then Enter.
    await user.clear(within(form).getByLabelText(/Amount received/));
    await user.type(within(form).getByLabelText(/Amount received/), '400');
    await user.selectOptions(within(form).getByLabelText('How it was paid'), 'Paid on arrival');
    await user.type(within(form).getByLabelText(/Note/), 'Cash at check-in{Enter}');
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.body).toEqual({ amount: 400, method: 'on_arrival', note: 'Cash at check-in' });
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
    expect(await within(row).findByText('Still due: $600')).toBeInTheDocument();
    expect(within(row).getByText('Paid: $400')).toBeInTheDocument();
    expect(within(row).getByRole('list', { name: 'Payments recorded for WT-M1' })).toHaveTextContent('Paid on arrival: $400, 9 May 2030 (Cash at check-in)');
  }, AXE_TIMEOUT);

  it('shows each request with its deadline, guests, session, total and policy, every column on every row, and filters by state with counts', async () => {
    const asked = serveList(() => [requested, confirmed, started]);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BookingRequests />, { preloadedState: sessionOf('facility') });
    const row = await rowOf(/Gabriel Moreau/);
    expect(row).toHaveTextContent('Ref. WT-R1');
    expect(row).toHaveTextContent('2 guests');
    expect(row).toHaveTextContent('9 – 15 May 2030');
    expect(row).toHaveTextContent('$6,900');
    expect(row).toHaveTextContent('Moderate policy');
    expect(row).toHaveTextContent('Awaiting your answer');
    expect(row).toHaveTextContent(/Answer by 3 Jan 2030, \d\d:\d\d/);
    expect(within(row).getByRole('link', { name: 'Message Gabriel Moreau about Lakeside Stillness' })).toHaveAttribute('href', expect.stringMatching(/^\/dashboard\/facility\/inbox\?booking=/));
    // Every column is a cell of the row (on a phone the row becomes a card of them).
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Booking', 'Guest', 'Session', 'Total', 'Status', 'Actions']);
    expect(within(row).getAllByRole('cell').length + within(row).getAllByRole('rowheader').length).toBe(headers.length);

    expect((await rowOf(/Ana Lima/))).toHaveTextContent('$10,350');
    expect(within(await rowOf(/Ana Lima/)).getByRole('button', { name: 'Cancel stay of Ana Lima for Lakeside Stillness' })).toBeInTheDocument();
    // A stay that has started can no longer be canceled here.
    expect(within(await rowOf(/Tom Berg/)).queryByRole('button')).not.toBeInTheDocument();

    const filter = screen.getByLabelText('Show');
    expect(Array.from((filter as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'All bookings (3)', 'Awaiting your answer (1)', 'Confirmed (2)', 'Declined (0)', 'Expired (0)', 'Canceled by the guest (0)', 'Canceled by you (0)', 'Completed (0)',
    ]);
    await user.selectOptions(filter, 'confirmed');
    await waitFor(() => expect(asked).toContain('?state=confirmed'));
    expect(asked[0]).toBe('');
    expect(await seriousViolations(container)).toEqual([]);
  }, AXE_TIMEOUT);

  it('pages through more than 20 bookings', async () => {
    const asked = serveList(() => [requested], 45);
    const user = userEvent.setup();
    renderWithProviders(<BookingRequests />, { preloadedState: sessionOf('facility') });
    const pages = await screen.findByRole('navigation', { name: 'Booking requests pages' });
    expect(pages).toHaveTextContent('Page 1 of 3 · 1–20 of 45');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(asked).toContain('?page=2'));
    expect(pages).toHaveTextContent('Page 2 of 3 · 21–40 of 45');
  });

  it('declines a request with an optional reason in a small dialog, sent to the decline endpoint', async () => {
    let state: Booking['state'] = 'requested';
    const bodies: unknown[] = [];
    serveList(() => [booking({ id: 'r1', state })]);
    server.use(
      http.post(apiUrl('/api/my/booking-requests/r1/decline'), async ({ request }) => {
        bodies.push(await request.json());
        state = 'declined';
        return HttpResponse.json({ data: booking({ id: 'r1', state: 'declined' }) });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<BookingRequests />, { preloadedState: sessionOf('facility') });
    const decline = within(await rowOf(/Gabriel Moreau/)).getByRole('button', { name: 'Decline the booking of Gabriel Moreau for Lakeside Stillness' });

    // Closing keeps the request and gives the focus back.
    await user.click(decline);
    // The dialogs load with their first opening (they bring the validation library).
    let dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the request' }));
    expect(decline).toHaveFocus();
    expect(bodies).toEqual([]);

    await user.click(decline);
    dialog = screen.getByRole('dialog');
    expect(await seriousViolations(document.body)).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Fully booked by a group that week.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    const message = await screen.findByText('Booking WT-R1 of Gabriel Moreau declined.');
    expect(message.closest('[tabindex="-1"]')).toHaveFocus();
    expect(bodies).toEqual([{ reason: 'Fully booked by a group that week.' }]);
    expect(await within(await rowOf(/Gabriel Moreau/)).findByText('Declined', { ignore: 'details *' })).toBeInTheDocument();
  }, AXE_TIMEOUT);

  it('cancels a confirmed stay only with a reason, after a confirmation that says the guest is refunded in full', async () => {
    const bodies: unknown[] = [];
    serveList(() => [confirmed]);
    server.use(
      http.post(apiUrl('/api/my/bookings/c1/cancel'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: booking({ id: 'c1', state: 'canceled_by_provider' }) });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<BookingRequests />, { preloadedState: sessionOf('facility') });
    await user.click(within(await rowOf(/Ana Lima/)).getByRole('button', { name: 'Cancel stay of Ana Lima for Lakeside Stillness' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this stay?' });
    expect(dialog).toHaveAccessibleDescription(/Ana Lima, 3 guests, Lakeside Stillness, 9\s–\s15 May 2030\. The guest gets a full refund of \$10,350\. The places are freed\./);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel stay' }));
    expect(within(dialog).getByLabelText(/Reason/)).toHaveAccessibleDescription(/This field is required/);
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason/), 'The center closes for repairs.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel stay' }));
    expect(await screen.findByText('The stay WT-C1 of Ana Lima is canceled; the guest is refunded in full.')).toBeInTheDocument();
    expect(bodies).toEqual([{ reason: 'The center closes for repairs.' }]);
  });

  it('shows the API message of a move the process refuses (409 INVALID_TRANSITION) and reads the list again', async () => {
    let reads = 0;
    server.use(
      http.get(apiUrl('/api/my/booking-requests'), () => {
        reads += 1;
        return HttpResponse.json({ data: { requests: [reads > 1 ? booking({ id: 'r1', state: 'expired' }) : requested], counts: stateCounts({ requested: 1 }), total: 1 } });
      }),
      http.post(apiUrl('/api/my/booking-requests/r1/confirm'), () =>
        HttpResponse.json(conflict(BOOKING_MESSAGES.invalidMove('expired', 'confirm'), 'INVALID_TRANSITION', { currentState: 'expired' }), { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<BookingRequests />, { preloadedState: sessionOf('facility') });
    await user.click(within(await rowOf(/Gabriel Moreau/)).getByRole('button', { name: 'Confirm the booking of Gabriel Moreau for Lakeside Stillness' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking is expired; it cannot be confirmed.');
    await waitFor(() => expect(reads).toBe(2));
    expect(await within(await rowOf(/Gabriel Moreau/)).findByText('Expired', { ignore: 'details *' })).toBeInTheDocument();
  });
});
