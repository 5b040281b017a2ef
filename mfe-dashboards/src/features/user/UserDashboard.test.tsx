import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { booking, conflict, sessionOf } from '../../testing/fixtures';
import { UserDashboard } from './UserDashboard';

const counts = { booked: 1, upcoming: 1, canceled: 1 };

describe('UserDashboard', () => {
  startMockApi();

  it('welcomes the user and lists their bookings under Booked, Upcoming and Canceled from the API', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('/api/bookings/mine'), ({ request }) => {
        const status = new URL(request.url).searchParams.get('status')!;
        asked.push(status);
        const list = status === 'canceled' ? [booking({ id: 'b2', programName: 'Old Retreat', status: 'canceled', upcoming: false })] : [booking({ id: 'b1' })];
        return HttpResponse.json({ data: { bookings: list, counts } });
      }),
    );
    const user = userEvent.setup();
    const { location } = renderWithProviders(<UserDashboard />, { route: '/dashboard/user', preloadedState: sessionOf('user', 'Ines') });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ines' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'My Programs' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Booked', 'Upcoming', 'Canceled']);
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'Lakeside Stillness' })).toBeInTheDocument();
    expect(within(panel).getByText('Preferred date: 09/05/2030')).toBeInTheDocument();
    expect(within(panel).getByText('Requested')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Canceled' }));
    expect(await screen.findByRole('heading', { name: 'Old Retreat' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel the booking/ })).not.toBeInTheDocument();
    expect(asked).toEqual(['booked', 'canceled']);

    await user.click(screen.getByRole('link', { name: 'BOOK A SERVICE' }));
    expect(location().pathname).toBe('/explore');
  });

  it('cancels a booking through the API and reads the list again', async () => {
    let reads = 0;
    let canceled = false;
    server.use(
      http.get(apiUrl('/api/bookings/mine'), () => {
        reads += 1;
        return HttpResponse.json({ data: { bookings: [booking({ id: 'b1', status: canceled ? 'canceled' : 'confirmed' })], counts } });
      }),
      http.post(apiUrl('/api/bookings/b1/cancel'), () => {
        if (canceled) return HttpResponse.json(conflict('This booking is already canceled.'), { status: 409 });
        canceled = true;
        return HttpResponse.json({ data: booking({ id: 'b1', status: 'canceled' }) });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<UserDashboard />, { preloadedState: sessionOf('user') });
    await user.click(await screen.findByRole('button', { name: 'Cancel the booking of Lakeside Stillness' }));
    expect(await screen.findByText('Your booking of Lakeside Stillness is canceled.')).toBeInTheDocument();
    expect(await within(screen.getByRole('tabpanel')).findByText('Canceled')).toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it('shows the API message of a refused cancel (409) and refetches', async () => {
    let reads = 0;
    server.use(
      http.get(apiUrl('/api/bookings/mine'), () => {
        reads += 1;
        return HttpResponse.json({ data: { bookings: [booking({ id: 'b1', status: 'confirmed' })], counts } });
      }),
      http.post(apiUrl('/api/bookings/b1/cancel'), () => HttpResponse.json(conflict('The status changed meanwhile.'), { status: 409 })),
    );
    const user = userEvent.setup();
    renderWithProviders(<UserDashboard />, { preloadedState: sessionOf('user') });
    await user.click(await screen.findByRole('button', { name: 'Cancel the booking of Lakeside Stillness' }));
    expect(await screen.findByText('The status changed meanwhile.')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Lakeside Stillness' });
    expect(reads).toBe(2);
  });

  it('says so when there is nothing under a tab', async () => {
    server.use(http.get(apiUrl('/api/bookings/mine'), () => HttpResponse.json({ data: { bookings: [], counts: { booked: 0, upcoming: 0, canceled: 0 } } })));
    renderWithProviders(<UserDashboard />, { preloadedState: sessionOf('user') });
    expect(await screen.findByText('No booked programs yet')).toBeInTheDocument();
  });
});
