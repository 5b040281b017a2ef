import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@wellness/shared/contract';
import type { Program } from '@wellness/shared/domain';
import type { HostTrust } from '@wellness/shared/host-tools';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { seriousAxeViolations } from '../../testing/axe';
import { catalogHandlers, publicPrograms } from '../../testing/catalogApi';
import { ProgramDetailsPage } from '../../features/program-details/ProgramDetailsPage';
import { TrustSignals } from './TrustSignals';
import { trustMessages } from './messages';
import { localeSet } from '@wellness/shared/contract';
import { makeTestStore } from '@wellness/shared/testing';

const full: HostTrust = {
  responseTime: { medianMinutes: 150, firstMessages: 12 },
  acceptance: { rate: 0.92, accepted: 23, decided: 25 },
  cancellations: { count: 0, stays: 34 },
  hostingSince: '2025-03',
  credentials: [{ id: 'c1', facilitatorName: 'Dr. Amara Singh', title: 'Licensed physician', issuingBody: 'Swiss Medical Association (FMH)', validUntil: '2028-06-30', verifiedAt: '2027-01-05T10:00:00.000Z' }],
  computedAt: '2027-01-20T03:00:00.000Z',
};

describe('TrustSignals', () => {
  it('says each figure and what it rests on, and the verified credentials with the facilitator and the issuing body', async () => {
    renderWithProviders(<TrustSignals trust={full} title="About the host" />);
    const section = screen.getByRole('region', { name: 'About the host' });
    const items = within(section).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Usually answers within 3 hoursThe median wait for a first answer, from 12 first messages of guests in the last 12 months.',
      'Accepts 92% of booking requests23 of 25 requests answered or left to expire in the last 12 months.',
      'No cancellations by the hostOut of 34 confirmed bookings in the last 12 months.',
      'Hosting since March 2025When their first program was approved.',
      '✓Dr. Amara Singh, Licensed physician. Issued by Swiss Medical Association (FMH). Verified by our team on 5 Jan 2027, valid until 30 Jun 2028.',
    ]);
    expect(within(section).getByRole('heading', { level: 3, name: 'Verified credentials' })).toBeInTheDocument();
    expect(section).not.toHaveTextContent('show once they rest on enough');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows no figure that does not rest on enough data, and says why', () => {
    renderWithProviders(<TrustSignals trust={{ ...full, responseTime: null, acceptance: null, cancellations: { count: 2, stays: 40 }, credentials: [] }} title="Your host" />);
    const section = screen.getByRole('region', { name: 'Your host' });
    expect(section).not.toHaveTextContent('Usually answers');
    expect(section).not.toHaveTextContent('Accepts');
    expect(section).toHaveTextContent('2 cancellations by the host');
    expect(section).toHaveTextContent('show once they rest on enough: at least 5 first messages, 5 answered requests and 5 confirmed bookings in the last 12 months.');
    expect(within(section).queryByRole('heading', { name: 'Verified credentials' })).not.toBeInTheDocument();
  });

  it('speaks the page’s language, with its plural forms, numbers, percentages and dates', async () => {
    await trustMessages.load('fr');
    const store = makeTestStore();
    store.dispatch(localeSet('fr'));
    renderWithProviders(<TrustSignals trust={{ ...full, cancellations: { count: 1, stays: 1234 } }} title="Votre hôte" />, { store });
    const section = screen.getByRole('region', { name: 'Votre hôte' });
    const items = within(section).getAllByRole('listitem').map((li) => li.textContent?.replace(/\s/g, ' '));
    expect(items).toEqual([
      'Répond généralement en moins de 3 heuresLe délai médian d’une première réponse, sur 12 premiers messages de voyageurs au cours des 12 derniers mois.',
      'Accepte 92 % des demandes de réservation23 sur 25 demandes traitées ou laissées expirer au cours des 12 derniers mois.',
      '1 annulation par l’hôteSur 1 234 réservations confirmées au cours des 12 derniers mois.',
      'Hôte depuis mars 2025Date à laquelle son premier programme a été approuvé.',
      '✓Dr. Amara Singh, Licensed physician. Délivré par Swiss Medical Association (FMH). Vérifié par notre équipe le 5 janv. 2027, valable jusqu’au 30 juin 2028.',
    ]);
    expect(within(section).getByRole('heading', { level: 3, name: 'Qualifications vérifiées' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Chiffres mis à jour chaque jour, dernière fois le 20 janv. 2027.');
  });
});

/** Every observed spot is near the viewport at once: the host's section, below the fold, loads (LazyWhenNear). */
class NearObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    void Promise.resolve().then(() => act(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver)));
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

describe('the program’s page and its host', () => {
  startMockApi();
  const originalObserver = window.IntersectionObserver;
  beforeAll(() => Object.assign(window, { IntersectionObserver: NearObserver }));
  afterAll(() => Object.assign(window, { IntersectionObserver: originalObserver }));

  it('shows the host’s signals on the program’s details as they come near, and counts the view once the page is shown', async () => {
    const program: Program = { ...publicPrograms[0]!, slug: 'trust-program', provider: { id: 'v1', slug: 'lake-house', name: 'Lake House' }, hostTrust: full };
    const views: string[] = [];
    // The first handler that matches answers: this program and its views before the sample catalogue.
    server.use(
      http.get(apiUrl('/api/programs/by-slug/trust-program'), () => HttpResponse.json({ data: program })),
      http.post(apiUrl('/api/programs/:id/views'), ({ params, request }) => {
        views.push(`${params.id} ${request.headers.get('cookie') ?? 'no cookie'}`);
        return new HttpResponse(null, { status: 204 });
      }),
      ...catalogHandlers,
    );
    renderWithProviders(
      <Routes>
        <Route path="/program-details/:slug" element={<ProgramDetailsPage />} />
      </Routes>,
      { route: '/program-details/trust-program' },
    );
    const section = await screen.findByRole('region', { name: 'Your host' });
    expect(within(section).getByRole('link', { name: 'Lake House' })).toHaveAttribute('href', '/providers/lake-house');
    expect(section).toHaveTextContent('Dr. Amara Singh, Licensed physician. Issued by Swiss Medical Association (FMH).');
    await waitFor(() => expect(views).toEqual([`${program.id} no cookie`]));
  });
});
