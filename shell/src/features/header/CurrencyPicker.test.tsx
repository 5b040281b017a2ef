import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISPLAY_CURRENCY_STORAGE_KEY } from '@wellness/shared/contract';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { shellMessages } from '../../messages';
import { AreaRendered } from '../../lib/areaRendered';
import { CurrencyPicker } from './CurrencyPicker';

const user = { firstName: 'Ines', lastName: 'Berg', email: 'ines@example.test', phone: '1234567', role: 'user' as const };

describe('CurrencyPicker (the header\'s display currency)', () => {
  startMockApi();
  afterEach(() => window.localStorage.clear());

  it('offers the currencies, keeps a visitor\'s choice in this browser and restores it', async () => {
    const { store, unmount } = renderWithProviders(<CurrencyPicker />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect([...select.querySelectorAll('option')].map((o) => o.value)).toEqual(['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD', 'JPY']);
    expect(select).toHaveValue('USD');
    await act(() => userEvent.selectOptions(select, 'EUR'));
    expect(store.getState().currency).toBe('EUR');
    expect(window.localStorage.getItem(DISPLAY_CURRENCY_STORAGE_KEY)).toBe('EUR');
    unmount();
    const again = renderWithProviders(<CurrencyPicker />);
    await waitFor(() => expect(again.store.getState().currency).toBe('EUR'));
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  });

  it('is named in the page\'s language', async () => {
    await shellMessages.load('fr');
    renderWithProviders(<CurrencyPicker inMenu />, { preloadedState: { locale: 'fr' } });
    expect(screen.getByRole('combobox', { name: 'Devise' })).toHaveAttribute('title', expect.stringContaining('propre devise'));
    expect(screen.getByText('Devise')).toBeVisible();
  });

  it('takes a signed-in visitor\'s saved currency and saves a new choice in their preferences', async () => {
    const saved: unknown[] = [];
    server.use(
      http.get(apiUrl('/api/my/preferences'), () => HttpResponse.json({ data: { notifications: true, language: 'en', currency: 'GBP' } })),
      http.patch(apiUrl('/api/my/preferences'), async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ data: { notifications: true, language: 'en', currency: 'JPY' } });
      }),
    );
    let read = 0;
    server.events.on('request:start', ({ request }) => void (request.method === 'GET' && request.url.endsWith('/api/my/preferences') && (read += 1)));
    const page = (area: boolean) => (
      <>
        <CurrencyPicker />
        {area && <AreaRendered />}
      </>
    );
    const { rerender } = renderWithProviders(page(false), { preloadedState: { session: { user, token: 't' } } });
    const select = screen.getByRole('combobox', { name: 'Currency' });
    // Not before the page's area has rendered and painted: the read stays out of that paint.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read).toBe(0);
    expect(select).toHaveValue('USD');
    rerender(page(true));
    await waitFor(() => expect(select).toHaveValue('GBP'));
    expect(read).toBe(1);
    await act(() => userEvent.selectOptions(select, 'JPY'));
    await waitFor(() => expect(saved).toEqual([{ currency: 'JPY' }]));
  });
});
