import { Profiler, Suspense } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, delay, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import type { Insight } from '@wellness/shared/domain';
import { useInsights } from './insights';

startMockApi();

const insight: Insight = { id: 'i-1', title: 'Sleep as medicine', excerpt: 'Why the deepest rest matters.', category: 'Sleep', image: '/media/i.webp', readTime: '4 min', date: '2026-11-01' };

function Insights() {
  const { items, source } = useInsights();
  return <p>{source === 'loading' ? 'Loading' : items.map((i) => i.title).join(', ')}</p>;
}

describe('a home query read through useWithFallback', () => {
  it('renders once while its request is under way, and again with the answer', async () => {
    // The answer waits for the test, not for a clock: a busy CI machine must not decide the order.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(apiUrl('/api/content/insights'), async () => {
        await answered;
        return HttpResponse.json({ data: [insight] });
      }),
    );
    const commits = jest.fn();
    renderWithProviders(
      <Profiler id="insights" onRender={commits}>
        <Suspense fallback={null}>
          <Insights />
        </Suspense>
      </Profiler>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    // The query subscribes and goes pending from an effect: nothing the component reads changes, so no render.
    await delay(20);
    expect(commits).toHaveBeenCalledTimes(1);
    answer();
    expect(await screen.findByText('Sleep as medicine')).toBeInTheDocument();
  });
});
