import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { sessionOf } from '../../testing/fixtures';
import { PreferencesPage } from './PreferencesPage';

describe('the daily summary in Preferences', () => {
  startMockApi();

  it('a host turns the daily summary email off, saved at once; an admin has no such setting', async () => {
    let enabled = true;
    const saved: unknown[] = [];
    server.use(
      http.get(apiUrl('/api/my/preferences'), () => HttpResponse.json({ data: { notifications: true, language: 'en' } })),
      http.get(apiUrl('/api/my/host-summary'), () => HttpResponse.json({ data: { enabled } })),
      http.put(apiUrl('/api/my/host-summary'), async ({ request }) => {
        const body = (await request.json()) as { enabled: boolean };
        saved.push(body);
        enabled = body.enabled;
        return HttpResponse.json({ data: body });
      }),
    );
    const { unmount } = renderWithProviders(<PreferencesPage />, { route: '/dashboard/facility/preferences', preloadedState: sessionOf('facility') });
    const toggle = await screen.findByRole('switch', { name: 'Daily summary email' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(toggle);
    expect(await screen.findByText('The daily summary is off.')).toBeInTheDocument();
    expect(saved).toEqual([{ enabled: false }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Daily summary email' })).toHaveAttribute('aria-checked', 'false'));
    unmount();

    renderWithProviders(<PreferencesPage />, { route: '/dashboard/admin/preferences', preloadedState: sessionOf('admin') });
    await screen.findByRole('checkbox', { name: 'Enable Notifications' });
    expect(screen.queryByRole('switch', { name: 'Daily summary email' })).not.toBeInTheDocument();
  });
});
