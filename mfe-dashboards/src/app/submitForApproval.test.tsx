import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@wellness/shared/contract';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { OwnerProgramsPage } from '../components/OwnerProgramsPage';
import { ProgramFormPage } from '../features/program-form/ProgramFormPage';
import { program, sessionOf } from '../testing/fixtures';

// The form and the dashboard it returns to, together as the area routes them.
const SLOW = 30_000;

describe('Program form: after Submit for Approval', () => {
  startMockApi();

  it('returns to the dashboard’s Pending tab, which lists the program, and announces it', async () => {
    let submitted = false;
    server.use(
      http.post(apiUrl('/api/my/programs'), () => {
        submitted = true;
        return HttpResponse.json({ data: program({ id: 'n1', name: 'Alpine Renewal', status: 'pending' }) }, { status: 201 });
      }),
      http.get(apiUrl('/api/my/programs'), () =>
        HttpResponse.json({
          data: {
            programs: [program({ id: 'a1', name: 'Lakeside Stillness', status: 'active' }), ...(submitted ? [program({ id: 'n1', name: 'Alpine Renewal', status: 'pending' })] : [])],
            counts: { active: 1, inactive: 0, pending: submitted ? 1 : 0, draft: 0, rejected: 0 },
          },
        }),
      ),
      http.get(apiUrl('/api/my/booking-requests'), () => HttpResponse.json({ data: { requests: [], counts: {}, total: 0 } })),
    );
    const user = userEvent.setup();
    const { location } = renderWithProviders(
      <Routes>
        <Route path="/dashboard/facility/services/new" element={<ProgramFormPage role="facility" />} />
        <Route path="/dashboard/facility" element={<OwnerProgramsPage role="facility" />} />
      </Routes>,
      { route: '/dashboard/facility/services/new', preloadedState: sessionOf('facility') },
    );
    await user.type(screen.getByLabelText('Name'), 'Alpine Renewal');
    await user.type(screen.getByLabelText('Location'), 'Zermatt - Switzerland');
    await user.selectOptions(screen.getByLabelText('Category'), 'spa');
    await user.type(screen.getByLabelText('Description'), 'Snow and silence.');
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'FACILITY PROGRAMS' })).toBeInTheDocument();
    expect(location().pathname).toBe('/dashboard/facility');
    expect(await screen.findByRole('tab', { name: 'Pending (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Alpine Renewal' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Alpine Renewal was submitted for approval. It is listed under Pending until an administrator reviews it.');
  }, SLOW);
});
