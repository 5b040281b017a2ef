// A program paid by bank transfer or on arrival (the host's choice): the booking card and the booking dialog say that
// nothing is charged online and the host tells the guest how to pay, and the dialog books directly (no checkout, no
// payment page).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MODE_LABEL, MANUAL_PAYMENT_TEXT, type Booking, type Program } from '@wellness/shared/domain';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { publicPrograms } from '../../testing/catalogApi';
import { bookingOf, sessionOf } from '../../testing/booking';
import { seriousAxeViolations } from '../../testing/axe';
import { BookingCard } from './BookingCard';
import { CONFIRMED_TITLE } from './booking/BookingConfirmed';
import { BookingDialog } from './booking/BookingDialog';

jest.setTimeout(20_000);

const program: Program = {
  ...publicPrograms[0]!,
  price: 1000,
  currency: 'USD',
  depositPercent: null,
  bookingMode: 'instant',
  paymentMethod: 'manual',
  hostReachable: true,
  sessions: [sessionOf('s-1', '2099-03-01', 4)],
};
const signedIn = { session: { user: { id: 'guest-1', firstName: 'Ines', lastName: 'Duarte', email: 'ines@example.test', phone: '+41 79 123 45 67', role: 'user' as const }, token: 't' } };

describe('a program paid by bank transfer or on arrival', () => {
  startMockApi();
  beforeEach(() =>
    server.use(
      http.get(apiUrl('/api/money/terms'), () => HttpResponse.json({ data: { commissionPercent: 15, balanceDueDays: 30 } })),
      // No converted prices here (their own tests): the rates are unavailable.
      // The dialog reads the program again after a booking of a session (its places changed).
      http.get(apiUrl('/api/programs/by-slug/:slug'), () => HttpResponse.json({ data: program })),
      http.get(apiUrl('/api/rates'), () => HttpResponse.json({ error: { code: 'UNAVAILABLE', message: 'No rates.' } }, { status: 503 })),
    ),
  );

  it('the booking card says nothing is charged online and the host tells the guest how to pay', async () => {
    renderWithProviders(<BookingCard program={program} onBook={jest.fn()} />, { preloadedState: signedIn });
    const book = screen.getByRole('button', { name: BOOKING_MODE_LABEL.instant });
    expect(book).toHaveAccessibleDescription(`Your place is confirmed at once. ${MANUAL_PAYMENT_TEXT}`);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('the dialog says so beside the price and books directly, without a checkout or a payment page', async () => {
    const sent: { url: string; body: unknown }[] = [];
    server.use(
      http.post(apiUrl('/api/bookings'), async ({ request }) => {
        sent.push({ url: '/api/bookings', body: await request.json() });
        return HttpResponse.json({ data: bookingOf({ id: 'bk-m', state: 'confirmed', programName: program.name } as Partial<Booking>) }, { status: 201 });
      }),
      http.post(apiUrl('/api/checkouts'), () => {
        sent.push({ url: '/api/checkouts', body: null });
        return HttpResponse.json({ error: { code: 'MANUAL_PAYMENT', message: 'not online' } }, { status: 409 });
      }),
    );
    renderWithProviders(<BookingDialog program={program} initialSessionId="s-1" onClose={() => undefined} />, { preloadedState: signedIn as never });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(MANUAL_PAYMENT_TEXT)).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: BOOKING_MODE_LABEL.instant }));
    expect(await screen.findByRole('heading', { name: CONFIRMED_TITLE.confirmed })).toBeInTheDocument();
    expect(sent.map((s) => s.url)).toEqual(['/api/bookings']);
    expect(screen.queryByTitle('Payment page')).not.toBeInTheDocument();
  });
});
