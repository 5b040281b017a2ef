import { screen } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { ConvertedPrice } from './ConvertedPrice';

const rates = (fresh: boolean) => ({ date: '2026-11-27', perEuro: { USD: 1.25, JPY: 200, GBP: 0.85 }, fresh });
const serve = (fresh: boolean) => server.use(http.get(apiUrl('/api/rates'), () => HttpResponse.json({ data: rates(fresh) })));

describe('ConvertedPrice: "≈" in the visitor currency', () => {
  startMockApi();

  it('shows the amount in the chosen currency, in whole units, with the rates\' day', async () => {
    serve(true);
    renderWithProviders(<ConvertedPrice amount={3975} currency="USD" note />, { preloadedState: { currency: 'EUR' } });
    // 3,975 USD / 1.25 = 3,180 EUR.
    expect(await screen.findByText('≈ €3,180')).toBeInTheDocument();
    expect(screen.getByText('Rates of 27 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('approximately €3,180, at the rates of 27 Nov 2026')).toBeInTheDocument();
  });

  it('rounds yen to whole yen', async () => {
    serve(true);
    renderWithProviders(<ConvertedPrice amount={1999} currency="USD" />, { preloadedState: { currency: 'JPY' } });
    // 1,999 / 1.25 × 200 = 319,840.
    expect(await screen.findByText('≈ ¥319,840')).toBeInTheDocument();
  });

  it('shows nothing in the program\'s own currency, or when the rates are older than 7 days', async () => {
    serve(false);
    const { container } = renderWithProviders(
      <>
        <ConvertedPrice amount={3975} currency="USD" />
        <ConvertedPrice amount={3975} currency="EUR" />
      </>,
      { preloadedState: { currency: 'EUR' } },
    );
    // The stale answer arrives, and still nothing is shown.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-converted]')).toBeNull();
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
  });
});
