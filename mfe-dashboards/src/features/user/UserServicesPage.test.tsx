import { screen } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { booking, program, sessionOf, stateCounts } from '../../testing/fixtures';
import { headingOrder } from '../../testing/headings';
import { UserServicesPage } from './UserServicesPage';

describe('UserServicesPage', () => {
  startMockApi();

  it('lists My Services and their booking requests with heading levels in order', async () => {
    server.use(
      http.get(apiUrl('/api/my/programs'), () =>
        HttpResponse.json({ data: { programs: [program({ id: 'a1', name: 'Lakeside Stillness', status: 'active' })], counts: { active: 1, inactive: 0, pending: 0, draft: 0, rejected: 0 } } }),
      ),
      http.get(apiUrl('/api/my/booking-requests'), () => HttpResponse.json({ data: { requests: [booking({ id: 'r1' })], counts: stateCounts({ requested: 1 }), total: 1 } })),
    );
    const { container } = renderWithProviders(<UserServicesPage />, { route: '/dashboard/user/services', preloadedState: sessionOf('user') });
    expect(screen.getByRole('heading', { level: 1, name: 'My Services' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Lakeside Stillness' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Booking requests for your programs' })).toBeInTheDocument();
    expect(headingOrder(container)).toEqual({ levels: [1, 2, 2], skips: false });
  });
});
