import { screen } from '@testing-library/react';
import { faqs } from '@wellness/shared/data';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { mockIntersectionObserver } from '../../testing/intersection';
import { HomePage } from './HomePage';

describe('the home page (/)', () => {
  startMockApi();
  let io: ReturnType<typeof mockIntersectionObserver>;
  beforeEach(() => {
    io = mockIntersectionObserver();
  });
  afterEach(() => io.restore());

  it('shows the hero and, in the spec’s order, the headings of every section below it, loading none of them yet', () => {
    // No API handler is set: a request on the first view would fail the test (the mock API refuses unknown calls).
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Experience Beyond Ordinary Wellness' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Journeys chosen for how you want to feel',
      'Discover the art of living longer',
      'Our Global Expertise',
      'Your Questions, Answered',
      "Let's find your optimal wellness program",
      'Recommended Destinations',
      'Wellness Programs',
      'Insights',
      'A concierge for every journey',
    ]);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: faqs[0]!.question })).not.toBeInTheDocument();
  });

  it('loads a section, with its data, when it comes into view', async () => {
    server.use(http.get(apiUrl('/faqs'), () => HttpResponse.json({ data: faqs })));
    renderWithProviders(<HomePage />);
    const faqSlot = screen.getByRole('region', { name: 'Your Questions, Answered' }).parentElement!;
    await io.intersect(faqSlot, 0.3);
    expect(await screen.findByRole('button', { name: faqs[0]!.question })).toHaveAttribute('aria-expanded', 'true');
  });
});
