import { fireEvent, screen, within } from '@testing-library/react';
import { programs as samplePrograms } from '@wellness/shared/data';
import { SAVED_MESSAGES, type Destination, type Insight, type ProgramSummary } from '@wellness/shared/domain';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { DestinationsCarousel } from './DestinationsCarousel';
import { InsightsCarousel } from './InsightsCarousel';

const JOURNAL_SOON = 'Our journal opens soon: new insights from our physicians and concierges every month.';
import { ProgramsCarousel } from './ProgramsCarousel';

const program = samplePrograms[0]!;
const apiProgram: ProgramSummary = { ...program, id: 'api-1', slug: 'api-retreat', name: 'API Retreat', location: 'Kyoto - Japan' };
const destination: Destination = {
  id: 'japan', country: 'Japan', cities: ['Kyoto'], image: '/media/destinations/japan-960.webp', location: 'Kyoto · Hakone',
  rating: 4.9, ratingType: 'michelin', ratingText: '', keyCount: 3, description: 'Onsen ritual.',
};
const insight: Insight = { id: 'i1', title: 'Sleep Tourism', excerpt: 'Rest, prescribed.', category: 'Longevity', image: '/media/insights/insight-01-960.webp', readTime: '6 min read', date: '2026-10-14' };

describe('the carousels', () => {
  startMockApi();

  it('wellness programs: a card opens /program-details with the slug in the URL and programName in the state', async () => {
    server.use(http.get(apiUrl('/api/programs'), () => HttpResponse.json({ data: { programs: [apiProgram], total: 1 } })));
    const { location } = renderWithProviders(<ProgramsCarousel />);
    expect(screen.getByRole('heading', { level: 2, name: 'Wellness Programs' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'API Retreat' });
    expect(link).toHaveAttribute('href', '/program-details/api-retreat');
    fireEvent.click(link);
    expect(location().pathname).toBe('/program-details/api-retreat');
    expect(location().search).toBe('');
    expect(location().state).toEqual({ programName: 'API Retreat' });
  });

  it('wellness programs: links to the search page, where every program is', async () => {
    server.use(http.get(apiUrl('/api/programs'), () => HttpResponse.json({ data: { programs: [apiProgram], total: 1 } })));
    const { location } = renderWithProviders(<ProgramsCarousel />);
    const all = screen.getByRole('link', { name: 'See all programs' });
    expect(all).toHaveAttribute('href', '/search');
    fireEvent.click(all);
    expect(location().pathname).toBe('/search');
  });

  it('wellness programs: each card shows its rating and a heart; signed out, the heart asks to sign in and opens nothing', async () => {
    server.use(
      http.get(apiUrl('/api/programs'), () =>
        HttpResponse.json({ data: { programs: [{ ...apiProgram, reviewStats: { average: 4.94, count: 31 } }, { ...apiProgram, id: 'api-2', slug: 'new-retreat', name: 'New Retreat' }], total: 2 } }),
      ),
    );
    const { location, store } = renderWithProviders(<ProgramsCarousel />);
    const card = (await screen.findByRole('link', { name: 'API Retreat' })).closest('article')!;
    expect(within(card).getByRole('img', { name: 'Rated 4.9 out of 5, 31 reviews' })).toBeInTheDocument();
    const fresh = screen.getByRole('link', { name: 'New Retreat' }).closest('article')!;
    expect(within(fresh).getByText('No reviews yet')).toBeInTheDocument();
    const heart = within(card).getByRole('button', { name: SAVED_MESSAGES.save('API Retreat') });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(store.getState().ui).toMatchObject({ authDialog: 'signin', afterSignIn: '/' });
    expect(location().pathname).toBe('/');
  });

  it('wellness programs: an empty list falls back to the sample programs', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(apiUrl('/api/programs'), () => HttpResponse.json({ data: { programs: [], total: 0 } })));
    renderWithProviders(<ProgramsCarousel />);
    expect(await screen.findByRole('link', { name: program.name })).toBeInTheDocument();
    warn.mockRestore();
  });

  it('recommended destinations: a card opens the programs of its country, with its rating', async () => {
    server.use(http.get(apiUrl('/destinations'), () => HttpResponse.json({ data: [destination] })));
    const { location } = renderWithProviders(<DestinationsCarousel />);
    const card = (await screen.findByRole('button', { name: 'Japan' })).closest('article')!;
    expect(within(card).getByText('3 Michelin Keys')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Japan' }));
    expect(location().pathname).toBe('/programs');
    expect(location().state).toEqual({ type: 'location', country: 'Japan' });
  });

  it('has arrows that scroll the strip', async () => {
    server.use(http.get(apiUrl('/destinations'), () => HttpResponse.json({ data: [destination] })));
    renderWithProviders(<DestinationsCarousel />);
    await screen.findByRole('button', { name: 'Japan' });
    expect(screen.getByRole('button', { name: 'Scroll left' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll right' })).toBeInTheDocument();
  });

  it('insights: Explore Insights says the journal opens soon instead of doing nothing', async () => {
    server.use(http.get(apiUrl('/api/content/insights'), () => HttpResponse.json({ data: [insight] })));
    renderWithProviders(<InsightsCarousel />);
    expect(await screen.findByRole('heading', { name: 'Sleep Tourism' })).toBeInTheDocument();
    expect(screen.queryByText(JOURNAL_SOON)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Explore Insights' }));
    expect(screen.getByText(JOURNAL_SOON)).toBeInTheDocument();
  });
});
