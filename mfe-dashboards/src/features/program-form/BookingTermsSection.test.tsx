import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CANCELLATION_POLICY_RULE, PROGRAM_PAYMENT_METHOD_HINT } from '@wellness/shared/domain';
import { Route, Routes } from '@wellness/shared/contract';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { seriousViolations } from '../../testing/axe';
import { conflict, ownerProgram, ownerSession, program, sessionOf } from '../../testing/fixtures';
import { ProgramFormPage } from './ProgramFormPage';

function renderForm(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/facility/services/new" element={<ProgramFormPage role="facility" />} />
      <Route path="/dashboard/facility/services/edit/:id" element={<ProgramFormPage role="facility" />} />
      <Route path="*" element={<h1>List</h1>} />
    </Routes>,
    { route, preloadedState: sessionOf('facility') },
  );
}

const booking = () => screen.getByRole('group', { name: 'Booking' });
const sessionRow = (n: number) => screen.getByRole('group', { name: `Session ${n}` });

/** Records the bodies the form sends (POST or PUT), answering with the program as saved. */
function recordSaves(status: 'draft' | 'pending' = 'draft') {
  const bodies: Record<string, unknown>[] = [];
  const answer = async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push(body);
    return HttpResponse.json({ data: program({ id: 'p9', name: String(body.name), status }) });
  };
  server.use(http.post(apiUrl('/api/my/programs'), answer), http.put(apiUrl('/api/my/programs/p9'), answer));
  return bodies;
}

// Form tests type a lot and run axe-core: a few seconds under jsdom on a busy machine.
const SLOW = 30_000;

describe('Program form: the Booking section', () => {
  startMockApi();
  // The form states the configured commission and balance days (GET /api/money/terms).
  beforeEach(() => server.use(http.get(apiUrl('/api/money/terms'), () => HttpResponse.json({ data: { commissionPercent: 15, balanceDueDays: 30 } }))));

  it('keeps what the owner typed before the image uploader’s chunk arrived (its first report wrote back older values)', async () => {
    const user = userEvent.setup();
    renderForm('/dashboard/facility/services/new');
    // Typed at once, while the lazily loaded uploader may still be on its way.
    await user.click(within(booking()).getByRole('radio', { name: 'Book now' }));
    await user.type(screen.getByLabelText('Name'), 'Alpine');
    expect(await screen.findByLabelText('Images')).toBeInTheDocument();
    expect(within(booking()).getByRole('radio', { name: 'Book now' })).toBeChecked();
    expect(screen.getByLabelText('Name')).toHaveValue('Alpine');
  }, SLOW);

  it('states the commission and the balance’s days the server is configured with, not a constant of the page', async () => {
    server.use(http.get(apiUrl('/api/money/terms'), () => HttpResponse.json({ data: { commissionPercent: 12, balanceDueDays: 21 } })));
    renderForm('/dashboard/facility/services/new');
    expect(await within(booking()).findByText(/keeps 12% of what they pay as its commission/)).toBeInTheDocument();
    expect(within(booking()).getByLabelText('Deposit (% of the total, optional)')).toHaveAccessibleDescription(
      'Charged when booking; the balance 21 days before arrival. Leave empty to take the whole price when booking.',
    );
  }, SLOW);

  it('offers instant booking or requests (time to answer only for requests), the three policies with their rules, a deposit and sessions', async () => {
    const user = userEvent.setup();
    const { container } = renderForm('/dashboard/facility/services/new');
    const section = booking();
    expect(within(section).getByRole('radio', { name: 'Request to book' })).toBeChecked();
    // 24 hours unless the host chooses otherwise (the product's "within 24 hours").
    expect(within(section).getByLabelText('Time to answer a request (hours)')).toHaveValue('24');
    for (const [name, policy] of [['Flexible', 'flexible'], ['Moderate', 'moderate'], ['Strict', 'strict']] as const) {
      expect(within(section).getByRole('radio', { name })).toHaveAccessibleDescription(CANCELLATION_POLICY_RULE[policy]);
    }
    expect(within(section).getByRole('radio', { name: 'Moderate' })).toBeChecked();
    await user.click(within(section).getByRole('radio', { name: 'Book now' }));
    expect(within(section).getByRole('radio', { name: 'Book now' })).toBeChecked();
    expect(within(section).queryByLabelText('Time to answer a request (hours)')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Add session' }));
    await waitFor(() => expect(within(sessionRow(1)).getByLabelText('Start date')).toHaveFocus());
    expect(await seriousViolations(container)).toEqual([]);
  }, SLOW);

  it('shows the schema’s messages beside each field: a deposit over 100%, a session in the past, nights and places', async () => {
    const bodies = recordSaves();
    const user = userEvent.setup();
    renderForm('/dashboard/facility/services/new');
    const section = booking();
    await user.type(within(section).getByLabelText('Deposit (% of the total, optional)'), '150');
    await user.clear(within(section).getByLabelText('Time to answer a request (hours)'));
    await user.type(within(section).getByLabelText('Time to answer a request (hours)'), '200');
    await user.click(within(section).getByRole('button', { name: 'Add session' }));
    await user.type(within(sessionRow(1)).getByLabelText('Start date'), '2020-01-01');
    await user.type(within(sessionRow(1)).getByLabelText('Nights'), '0');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(within(section).getByLabelText('Deposit (% of the total, optional)')).toHaveAccessibleDescription(/The deposit cannot be over 100%/);
    expect(within(section).getByLabelText('Time to answer a request (hours)')).toHaveAccessibleDescription(/At most 168 hours \(7 days\)/);
    expect(within(sessionRow(1)).getByLabelText('Start date')).toHaveAccessibleDescription('A session cannot start in the past');
    expect(within(sessionRow(1)).getByLabelText('Nights')).toHaveAccessibleDescription('At least 1 night');
    expect(within(sessionRow(1)).getByLabelText('Places')).toHaveAccessibleDescription('Places must be a number');
    expect(bodies).toEqual([]);
  }, SLOW);

  it('sends the booking terms as numbers with the form', async () => {
    const bodies = recordSaves();
    const user = userEvent.setup();
    renderForm('/dashboard/facility/services/new');
    const section = booking();
    await user.type(screen.getByLabelText('Name'), 'Alpine Renewal');
    await user.click(within(section).getByRole('radio', { name: 'Strict' }));
    await user.clear(within(section).getByLabelText('Time to answer a request (hours)'));
    await user.type(within(section).getByLabelText('Time to answer a request (hours)'), '24');
    await user.type(within(section).getByLabelText('Deposit (% of the total, optional)'), '30');
    await user.click(within(section).getByRole('button', { name: 'Add session' }));
    await user.type(within(sessionRow(1)).getByLabelText('Start date'), '2030-03-01');
    await user.type(within(sessionRow(1)).getByLabelText('Nights'), '6');
    await user.type(within(sessionRow(1)).getByLabelText('Places'), '12');
    expect(sessionRow(1)).toHaveTextContent('Until 7 Mar 2030');
    await user.click(within(section).getByRole('button', { name: 'Add session' }));
    await user.click(within(sessionRow(2)).getByRole('button', { name: 'Remove session 2' }));
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      name: 'Alpine Renewal', bookingMode: 'request', responseHours: 24, cancellationPolicy: 'strict', depositPercent: 30,
      sessions: [{ startDate: '2030-03-01', nights: 6, places: 12 }],
    });
  }, SLOW);

  it('offers how guests pay: card at checkout by default, or bank transfer or on arrival, each explained, sent with the program and shown again on edit', async () => {
    const bodies = recordSaves();
    const user = userEvent.setup();
    const { container } = renderForm('/dashboard/facility/services/new');
    const section = booking();
    const payment = within(section).getByRole('group', { name: 'How guests pay' });
    const card = within(payment).getByRole('radio', { name: 'Card at checkout' });
    const manual = within(payment).getByRole('radio', { name: 'Bank transfer or on arrival' });
    expect(card).toBeChecked();
    expect(card).toHaveAccessibleDescription(PROGRAM_PAYMENT_METHOD_HINT.card);
    expect(manual).toHaveAccessibleDescription(PROGRAM_PAYMENT_METHOD_HINT.manual);
    // Keyboard: one Tab stop, Arrow keys between the two.
    card.focus();
    await user.keyboard('{ArrowDown}');
    expect(manual).toBeChecked();
    expect(await within(section).findByText(/less what you collected on arrival/)).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
    await user.type(screen.getByLabelText('Name'), 'Cash Retreat');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: 'Cash Retreat', paymentMethod: 'manual' });
  }, SLOW);

  it('shows a manual program’s payment choice when editing it', async () => {
    server.use(http.get(apiUrl('/api/my/programs/p9'), () => HttpResponse.json({ data: ownerProgram({ id: 'p9', status: 'draft', paymentMethod: 'manual' }) })));
    renderForm('/dashboard/facility/services/edit/p9');
    expect(await screen.findByRole('radio', { name: 'Bank transfer or on arrival' })).toBeChecked();
  }, SLOW);

  it('keeps a session’s taken places: it cannot go below them nor be removed while any are taken', async () => {
    server.use(
      http.get(apiUrl('/api/my/programs/p9'), () =>
        HttpResponse.json({
          data: ownerProgram({
            id: 'p9', name: 'Forest Bathing', status: 'draft', bookingMode: 'instant', cancellationPolicy: 'flexible', depositPercent: 20,
            sessions: [ownerSession({ id: 's1', startDate: '2020-03-01', capacity: 10, taken: 3 }), ownerSession({ id: 's2', startDate: '2030-04-01', capacity: 8 })],
          }),
        }),
      ),
    );
    const bodies = recordSaves();
    const user = userEvent.setup();
    renderForm('/dashboard/facility/services/edit/p9');
    const first = await screen.findByRole('group', { name: 'Session 1' });
    const section = booking();
    expect(within(section).getByRole('radio', { name: 'Book now' })).toBeChecked();
    expect(within(section).getByRole('radio', { name: 'Flexible' })).toBeChecked();
    expect(within(section).getByLabelText('Deposit (% of the total, optional)')).toHaveValue('20');
    expect(first).toHaveTextContent('3 taken, 7 places left');
    const locked = within(first).getByRole('button', { name: 'Remove session 1' });
    expect(locked).toBeDisabled();
    expect(locked).toHaveAccessibleDescription('3 places are taken: this session cannot be removed.');
    expect(within(sessionRow(2)).getByRole('button', { name: 'Remove session 2' })).toBeEnabled();

    await user.clear(within(first).getByLabelText('Places'));
    await user.type(within(first).getByLabelText('Places'), '2');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await within(first).findByText('3 places are already taken; the session cannot have fewer places.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    // A saved session that took place stays as it is; fixing the places and removing the free session saves.
    await user.clear(within(first).getByLabelText('Places'));
    await user.type(within(first).getByLabelText('Places'), '12');
    await user.click(within(sessionRow(2)).getByRole('button', { name: 'Remove session 2' }));
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ bookingMode: 'instant', cancellationPolicy: 'flexible', depositPercent: 20, sessions: [{ id: 's1', startDate: '2020-03-01', nights: 6, places: 12 }] });
  }, SLOW);

  it('shows the API’s message when a session is in use (409 SESSION_IN_USE)', async () => {
    const message = 'The session of 2030-04-01 has 3 places taken; it cannot have fewer places or be removed.';
    server.use(
      http.get(apiUrl('/api/my/programs/p9'), () => HttpResponse.json({ data: ownerProgram({ id: 'p9', status: 'draft', sessions: [ownerSession({ id: 's2', startDate: '2030-04-01' })] }) })),
      http.put(apiUrl('/api/my/programs/p9'), () => HttpResponse.json(conflict(message, 'SESSION_IN_USE'), { status: 409 })),
    );
    const user = userEvent.setup();
    renderForm('/dashboard/facility/services/edit/p9');
    await user.click(await screen.findByRole('button', { name: 'Remove session 1' }));
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  }, SLOW);
});
