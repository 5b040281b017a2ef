import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@wellness/shared/contract';
import { loadCatalogues } from '@wellness/shared/i18n';
import type { ProviderProfile } from '@wellness/shared/domain';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { seriousAxeViolations } from '../../testing/axe';
import { publicPrograms, summaryOf } from '../../testing/catalogApi';
import { reviewOf } from '../../testing/reviews';
import { PROVIDER_MESSAGES, ProviderPage } from './ProviderPage';

const provider: ProviderProfile = {
  id: 'f-1',
  slug: 'casa-terme',
  name: 'Casa Terme',
  description: 'A family spa house above the hot springs.',
  location: 'Saturnia - Italy',
  country: 'Italy',
  city: 'Saturnia',
  rating: { average: 4.7, count: 23 },
  programs: publicPrograms.slice(0, 2).map(summaryOf),
  latestReviews: [reviewOf(1, 5, { programName: 'Thermal Week', programSlug: 'thermal-week', answer: { text: 'Grazie!', at: '2026-04-02T00:00:00.000Z' } })],
};

function renderProvider(slug: string, locale: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/providers/:slug" element={<ProviderPage />} />
    </Routes>,
    { route: `/providers/${slug}`, preloadedState: { locale } },
  );
}

describe('ProviderPage (/providers/:slug)', () => {
  startMockApi();
  beforeEach(() =>
    server.use(
      http.get(apiUrl('/api/providers/:slug'), ({ params, request }) => {
        if (params.slug !== provider.slug) return HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Provider not found.' } }, { status: 404 });
        // The programs' cards in the language asked for (the API's read-model/translations.ts), the originals without one.
        const lang = new URL(request.url).searchParams.get('lang');
        const programs = lang === 'fr' ? provider.programs.map((p) => ({ ...p, name: `${p.name} (fr)`, textLanguage: 'fr' as const })) : provider.programs;
        return HttpResponse.json({ data: { ...provider, programs } });
      }),
    ),
  );

  it('shows the name, place, description, overall rating, programs as cards and latest reviews', async () => {
    renderProvider('casa-terme');
    expect(await screen.findByRole('heading', { level: 1, name: 'Casa Terme' })).toBeInTheDocument();
    expect(screen.getByText('Saturnia - Italy')).toBeInTheDocument();
    expect(screen.getByText(provider.description)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5, 23 reviews' })).toBeInTheDocument();
    const programs = screen.getByRole('list', { name: 'Programs of Casa Terme' });
    expect(within(programs).getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual(provider.programs.map((p) => p.name));
    const reviews = screen.getByRole('region', { name: PROVIDER_MESSAGES.latestReviews });
    expect(within(reviews).getByRole('link', { name: 'Thermal Week' })).toHaveAttribute('href', '/program-details/thermal-week');
    expect(within(reviews).getByText('Grazie!')).toBeInTheDocument();
    expect(document.title).toBe('Casa Terme · Wellness Programs');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('asks for its programs in the page’s language: a French page shows their French names', async () => {
    await loadCatalogues('fr');
    renderProvider('casa-terme', 'fr');
    const programs = await screen.findByRole('list', { name: /Casa Terme/ });
    expect(within(programs).getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual(provider.programs.map((p) => `${p.name} (fr)`));
  });

  it('says the provider is not found for an unknown slug, with a way back', async () => {
    renderProvider('nobody');
    expect(await screen.findByRole('heading', { level: 1, name: PROVIDER_MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Explore' })).toHaveAttribute('href', '/explore');
  });
});
