import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { seriousViolations } from '../../testing/axe';
import { sessionOf } from '../../testing/fixtures';
import { dashboardsMessages } from '../../messages';
import { LedgerPage } from './LedgerPage';
import { moneyMessages } from './messages';
import { StatementPage } from './StatementPage';

describe('the money pages', () => {
  startMockApi();

  it('the host’s statement: each booking’s money and the totals for the month asked, and a CSV download', async () => {
    const months: string[] = [];
    let csvAsked = 0;
    server.use(
      http.get(apiUrl('/api/my/statement'), ({ request }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('format') === 'csv') {
          csvAsked += 1;
          return new HttpResponse('Reference,Program\nWT-AAA111,Sea Days\n', { headers: { 'content-type': 'text/csv' } });
        }
        months.push(url.searchParams.get('month')!);
        return HttpResponse.json({
          data: {
            month: url.searchParams.get('month'), commissionPercent: 15,
            lines: [
              { bookingId: 'b1', reference: 'WT-AAA111', programName: 'Sea Days', currency: 'USD', paid: 4850, refunded: 0, commission: 727.5, payout: 4122.5 },
              { bookingId: 'b2', reference: 'WT-BBB222', programName: 'Sea Days', currency: 'USD', paid: 1455, refunded: 1455, commission: 0, payout: 0 },
            ],
          },
        });
      }),
    );
    const createObjectURL = jest.fn(() => 'blob:statement');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const { container } = renderWithProviders(<StatementPage />, { preloadedState: sessionOf('facility') });
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /WT-AAA111/ });
    expect(row).toHaveTextContent('$4,850');
    expect(row).toHaveTextContent('$727.50');
    expect(row).toHaveTextContent('$4,122.50');
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('$6,305$1,455$727.50$4,122.50');
    expect(screen.getByText(/commission \(15%\)/)).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByRole('button', { name: 'Download CSV' });
    expect(csvAsked).toBe(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(months[0]).toMatch(/^\d{4}-\d{2}$/);
  });

  it('the admin’s ledger: totals per month and per host, and whether the books balance', async () => {
    server.use(
      http.get(apiUrl('/api/admin/ledger'), () =>
        HttpResponse.json({
          data: {
            months: [{ month: '2027-01', currency: 'USD', kind: 'deposit', amount: 1455 }, { month: '2027-01', currency: 'USD', kind: 'payout', amount: 4122.5 }],
            hosts: [{ hostId: 'host-1', currency: 'USD', earned: 4122.5, paidOut: 4122.5, owed: 0 }],
            trialBalance: { USD: 0 },
          },
        }),
      ),
    );
    renderWithProviders(<LedgerPage />, { preloadedState: sessionOf('admin') });
    expect(await screen.findByRole('status')).toHaveTextContent('The books balance: every entry sums to zero.');
    const [perMonth, perHost] = screen.getAllByRole('table');
    expect(within(perMonth!).getByRole('row', { name: /Deposits/ })).toHaveTextContent('January 2027Deposits$1,455');
    expect(within(perHost!).getByRole('row', { name: /host-1/ })).toHaveTextContent('$4,122.50$4,122.50$0');
  });

  it('the admin refunds by hand: checked before sending, sent with an Idempotency-Key (the same one on a retry), the answer or the refusal said', async () => {
    const sent: { body: unknown; key: string | null }[] = [];
    let answer = 0;
    server.use(
      http.get(apiUrl('/api/admin/ledger'), () => HttpResponse.json({ data: { months: [], hosts: [], trialBalance: {} } })),
      http.post(apiUrl('/api/admin/refunds'), async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        answer += 1;
        // The first answer is lost on the way: the admin presses again.
        if (answer === 1) return HttpResponse.json({ error: { code: 'UNAVAILABLE', message: 'The service is busy. Try again.' } }, { status: 503 });
        if (answer === 3) return HttpResponse.json({ error: { code: 'REFUND_TOO_LARGE', message: 'At most $880 can be refunded for this booking.' } }, { status: 409 });
        return HttpResponse.json({ data: { id: 'r1', bookingId: 'b1', reference: 'WT-AAA111', amount: 120, currency: 'USD', reason: 'Sauna closed.', refundable: 880 } }, { status: 201 });
      }),
    );
    const { container } = renderWithProviders(<LedgerPage />, { preloadedState: sessionOf('admin') });
    const form = await screen.findByRole('region', { name: 'Refund by hand' });
    const button = within(form).getByRole('button', { name: 'Refund' });
    // Nothing sent until the form is right; the first field in error takes the focus.
    await userEvent.click(button);
    expect(sent).toHaveLength(0);
    expect(within(form).getByLabelText(/Booking reference/)).toHaveAccessibleDescription('Enter the booking’s reference.');
    await screen.findByText('Say why (at least 3 characters).');
    await userEvent.type(within(form).getByLabelText(/Booking reference/), 'WT-AAA111');
    await userEvent.type(within(form).getByLabelText(/^Amount/), '120');
    await userEvent.type(within(form).getByLabelText(/^Reason/), 'Sauna closed.');
    await userEvent.click(button);
    expect(await within(form).findByText('The service is busy. Try again.')).toBeInTheDocument();
    await userEvent.click(button);
    expect(await within(form).findByText('Refund of $120 for WT-AAA111 sent. $880 can still be refunded.')).toBeInTheDocument();
    expect(sent[0]!.body).toEqual({ reference: 'WT-AAA111', amount: 120, reason: 'Sauna closed.' });
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[0]!.key).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    // A new refund is a new key; the API's refusal is said as it is.
    await userEvent.type(within(form).getByLabelText(/Booking reference/), 'WT-AAA111');
    await userEvent.type(within(form).getByLabelText(/^Amount/), '900');
    await userEvent.type(within(form).getByLabelText(/^Reason/), 'Whole stay.');
    await userEvent.click(button);
    expect(await within(form).findByText('At most $880 can be refunded for this booking.')).toBeInTheDocument();
    expect(sent[2]!.key).not.toBe(sent[0]!.key);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('in French: the ledger’s words, its months and amounts written as French writes them, and the refund form’s rules', async () => {
    await Promise.all([moneyMessages.load('fr'), dashboardsMessages.load('fr')]);
    server.use(
      http.get(apiUrl('/api/admin/ledger'), () =>
        HttpResponse.json({
          data: {
            months: [{ month: '2027-01', currency: 'EUR', kind: 'deposit', amount: 1455 }],
            hosts: [{ hostId: 'host-1', currency: 'EUR', earned: 4122.5, paidOut: 0, owed: 4122.5 }],
            trialBalance: { EUR: 0 },
          },
        }),
      ),
    );
    renderWithProviders(<LedgerPage />, { preloadedState: { ...sessionOf('admin'), locale: 'fr' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Grand livre' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Les comptes sont équilibrés : chaque écriture s’annule.');
    const [perMonth, perHost] = screen.getAllByRole('table');
    expect(within(perMonth!).getByRole('columnheader', { name: 'Mouvement' })).toBeInTheDocument();
    expect(within(perMonth!).getByRole('row', { name: /Acomptes/ }).textContent?.replace(/\s/g, ' ')).toBe('janvier 2027Acomptes1 455 €');
    expect(within(perHost!).getByRole('row', { name: /host-1/ }).textContent?.replace(/\s/g, ' ')).toBe('host-14 122,50 €0 €4 122,50 €');
    const form = screen.getByRole('region', { name: 'Remboursement manuel' });
    await userEvent.click(within(form).getByRole('button', { name: 'Rembourser' }));
    expect(within(form).getByLabelText(/Référence de la réservation/)).toHaveAccessibleDescription('Saisissez la référence de la réservation.');
    expect(await within(form).findByText('Indiquez le motif (3 caractères au moins).')).toBeInTheDocument();
  });
});
