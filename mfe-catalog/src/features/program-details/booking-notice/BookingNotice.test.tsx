import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { bookingOf, sessionOf } from '../../../testing/booking';
import { seriousAxeViolations } from '../../../testing/axe';
import { BookingDialog, CONFIRMATION_CLOSE_MS, type BookingDialogProgram } from '../booking/BookingDialog';
import { BOOKING_NOTICE_KEY, BOOKING_NOTICE_TEXTS, BookingNotice, myBookingHref } from './BookingNotice';

const program: BookingDialogProgram = {
  id: 'prg-001',
  slug: 'test-program',
  name: 'Test Program',
  location: 'Sedona - USA',
  price: 4850,
  priceText: '$4,850',
  currency: 'USD',
  bookingOptions: { pricePerPerson: '$4,850', availableDates: [] },
  sessions: [sessionOf('s-1', '2099-03-01', 3)],
  bookingMode: 'request',
  responseHours: 24,
  cancellationPolicy: 'moderate',
  depositPercent: null,
};

/** The program page's way: the dialog open until it closes itself, the notice beside the page (the area renders it). */
function Page() {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open && <BookingDialog program={program} initialSessionId="s-1" onClose={() => setOpen(false)} />}
      <BookingNotice />
    </>
  );
}

const guest = { session: { user: { id: 'u-1', firstName: 'Ana', lastName: 'Moreau', email: 'ana@example.com', phone: '0791234567', role: 'user' }, token: 'tok' } } as never;

describe('the booking notice', () => {
  startMockApi();
  // The booking texts name the configured balance days (GET /api/money/terms).
  beforeEach(() => server.use(http.get(apiUrl('/api/money/terms'), () => HttpResponse.json({ data: { commissionPercent: 15, balanceDueDays: 30 } }))));
  beforeEach(() => {
    server.use(
      // A priced program is booked through checkout: an answer the provider has already held.
      http.post(apiUrl('/api/checkouts'), () =>
        HttpResponse.json({ data: { id: 'c-42', status: 'booked', amount: 4850, currency: 'USD', payPath: '/pay/x', payment: { status: 'authorised', failure: '', captured: false }, error: null, booking: bookingOf({ id: 'bk-42', reference: 'WT-42ABCD' }) } }, { status: 201 })),
      http.get(apiUrl('/api/programs/by-slug/:slug'), () => HttpResponse.json({ data: program })),
    );
  });
  afterEach(() => {
    jest.useRealTimers();
    sessionStorage.clear();
  });

  const book = async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Request to book' }));
    while (!screen.queryByRole('heading', { name: 'Booking Request Sent!' })) await act(() => jest.advanceTimersByTimeAsync(5));
    // Not over the confirmation: it takes over when the dialog closes.
    expect(screen.queryByRole('region', { name: BOOKING_NOTICE_TEXTS.label })).not.toBeInTheDocument();
    // SPEC's confirmation closes itself after 2 s; the notice stays.
    await act(() => jest.advanceTimersByTimeAsync(CONFIRMATION_CLOSE_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  };

  it('outlives the confirmation: the reference and View my booking stay until dismissed', async () => {
    renderWithProviders(<Page />, { preloadedState: guest });
    expect(screen.queryByRole('region', { name: BOOKING_NOTICE_TEXTS.label })).not.toBeInTheDocument();
    await book();
    const notice = screen.getByRole('region', { name: BOOKING_NOTICE_TEXTS.label });
    expect(notice).toHaveTextContent('Booking request sent');
    expect(notice).toHaveTextContent('Test Program · Reference WT-42ABCD');
    expect(notice).toHaveTextContent(/The host answers by 3 Feb 2099, \d{2}:\d{2}\./);
    expect(within(notice).getByRole('link', { name: BOOKING_NOTICE_TEXTS.view })).toHaveAttribute('href', myBookingHref({ id: 'bk-42' }));
    expect(myBookingHref({ id: 'bk-42' })).toBe('/dashboard/user?booking=bk-42');
    // Still there much later: it goes only when dismissed.
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('region', { name: BOOKING_NOTICE_TEXTS.label })).toBeInTheDocument();
    jest.useRealTimers();
    expect(await seriousAxeViolations()).toEqual([]);
    await userEvent.click(within(notice).getByRole('button', { name: /Dismiss/ }));
    expect(screen.queryByRole('region', { name: BOOKING_NOTICE_TEXTS.label })).not.toBeInTheDocument();
  });

  it('a visitor without an account keeps the reference (there is no dashboard to view it in)', async () => {
    renderWithProviders(<Page />);
    await userEvent.type(screen.getByLabelText(/Full Name/), 'Ana');
    await userEvent.type(screen.getByLabelText(/Email Address/), 'ana@example.com');
    await userEvent.type(screen.getByLabelText(/Phone Number/), '0791234567');
    await book();
    const notice = screen.getByRole('region', { name: BOOKING_NOTICE_TEXTS.label });
    expect(notice).toHaveTextContent('Reference WT-42ABCD');
    expect(notice).toHaveTextContent(BOOKING_NOTICE_TEXTS.keep);
    expect(within(notice).queryByRole('link')).not.toBeInTheDocument();
  });

  it('comes back after a reload of the tab, to whoever made the booking only, until dismissed', async () => {
    const noticed = { id: 'bk-7', reference: 'WT-7REL0D', programName: 'Test Program', state: 'confirmed', respondBy: null, bookedBy: 'ana@example.com' };
    sessionStorage.setItem(BOOKING_NOTICE_KEY, JSON.stringify(noticed));
    const { unmount } = renderWithProviders(<BookingNotice />, { preloadedState: guest });
    const notice = await screen.findByRole('region', { name: BOOKING_NOTICE_TEXTS.label });
    expect(notice).toHaveTextContent('Booking confirmed');
    expect(notice).toHaveTextContent('Reference WT-7REL0D');
    unmount();
    // Someone else signed in on this tab: not theirs to see.
    const other = { session: { user: { id: 'u-2', firstName: 'Bo', lastName: 'Lind', email: 'bo@example.com', phone: '0791234567', role: 'user' }, token: 't2' } } as never;
    const second = renderWithProviders(<BookingNotice />, { preloadedState: other });
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: BOOKING_NOTICE_TEXTS.label })).not.toBeInTheDocument();
    second.unmount();
    renderWithProviders(<BookingNotice />, { preloadedState: guest });
    await userEvent.click(within(await screen.findByRole('region', { name: BOOKING_NOTICE_TEXTS.label })).getByRole('button', { name: /Dismiss/ }));
    expect(sessionStorage.getItem(BOOKING_NOTICE_KEY)).toBeNull();
  });
});
