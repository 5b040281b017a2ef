import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FunnelTotals, HostAnalytics } from '@wellness/shared/host-tools';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { seriousViolations } from '../../testing/axe';
import { sessionOf } from '../../testing/fixtures';
import { AnalyticsPage } from './AnalyticsPage';

const totals = (over: Partial<FunnelTotals> = {}): FunnelTotals => ({
  views: 400, saves: 40, questions: 12, requests: 10, bookings: 8, cancellations: 1, revenue: [{ currency: 'USD', amount: 24000 }], placesOffered: 20, placesTaken: 15, ...over,
});

function answer(days: number): HostAnalytics {
  const series = Array.from({ length: days }, (_, i) => ({ day: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10), views: i === 2 ? 50 : 10, saves: 1, questions: 0, requests: 1, bookings: i === 2 ? 2 : 0 }));
  return {
    days: days as HostAnalytics['days'], from: series[0]!.day, to: series.at(-1)!.day, aggregatedAt: '2027-01-30T10:00:00.000Z', totals: totals({ views: days * 10 }), conversion: 8 / (days * 10), series,
    programs: [
      { id: 'p1', slug: 'cedar', name: 'Cedar Retreat', category: 'yoga', country: 'Japan', totals: totals(), conversion: 0.02, similar: { category: 'yoga', country: 'Japan', programs: 14, medianViews: 120, medianBookings: 1, medianConversion: 0.008 } },
      { id: 'p2', slug: 'lotus', name: 'Lotus Week', category: 'spa', country: 'Bali', totals: totals({ views: 0, saves: 0, questions: 0, requests: 0, bookings: 0, cancellations: 0, revenue: [], placesOffered: 0, placesTaken: 0 }), conversion: null, similar: null },
      { id: 'p3', slug: 'alpine', name: 'Alpine Cure', category: 'detox', country: 'Switzerland', totals: totals(), conversion: 0.02, similar: { category: 'detox', country: 'Switzerland', programs: 2, medianViews: 300, medianBookings: 4, medianConversion: 0.013 } },
    ],
  };
}

describe('AnalyticsPage', () => {
  startMockApi();

  it('shows the funnel and the days as charts with their words, and each program beside the median of similar programs', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('/api/my/analytics'), ({ request }) => {
        const days = Number(new URL(request.url).searchParams.get('days'));
        asked.push(String(days));
        return HttpResponse.json({ data: answer(days) });
      }),
    );
    renderWithProviders(<AnalyticsPage />, { route: '/dashboard/facility/analytics', preloadedState: sessionOf('facility') });
    expect(screen.getByRole('heading', { level: 1, name: 'What sells' })).toBeInTheDocument();
    const funnel = await screen.findByRole('img', { name: /^All your programs, last 30 days Views 300, Saves 40, Questions 12, Requests 10, Bookings 8$/ });
    expect(funnel).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Views and bookings each day, last 30 days\. 340 views and 2 bookings over 30 days; most views on 3 Jan 2027 \(50\)\.$/ })).toBeInTheDocument();
    const cards = screen.getByText('View to booking', { selector: 'dt' }).closest('dl')!;
    expect(cards).toHaveTextContent('$24,000');
    expect(cards).toHaveTextContent('75%');
    const table = screen.getByRole('table');
    const cedar = within(table).getByRole('row', { name: /Cedar Retreat/ });
    expect(cedar).toHaveTextContent('2%');
    expect(cedar).toHaveTextContent('0.8% median of 14 yoga in Japan');
    expect(within(table).getByRole('row', { name: /Lotus Week/ })).toHaveTextContent('Too few similar programs with views to compare yet');
    // Two programs in a segment: the median would be little more than this program's own figure.
    const alpine = within(table).getByRole('row', { name: /Alpine Cure/ });
    expect(alpine).toHaveTextContent('Too few similar programs with views to compare yet');
    expect(alpine).not.toHaveTextContent('median of');
    expect(screen.getByText(/counted once a day without cookies/)).toBeInTheDocument();
    expect(await seriousViolations(document.body)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(await screen.findByRole('img', { name: /^All your programs, last 7 days/ })).toBeInTheDocument();
    expect(asked).toEqual(['30', '7']);
  });
});
