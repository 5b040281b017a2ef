import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVED_MESSAGES } from '@wellness/shared/domain';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { someProgram, summaryOf } from '../../testing/catalogApi';
import { seriousAxeViolations } from '../../testing/axe';
import { listMessages } from '../../lib/listMessages';
import { ProgramCard } from './ProgramCard';

const base = summaryOf(someProgram);
const user = { id: 'u-1', email: 'ada@example.test', firstName: 'Ada', lastName: 'L', phone: '+41791234567', role: 'user' as const };

describe('ProgramCard (how a program books, on its card)', () => {
  startMockApi();

  it('shows a Book now badge for an instant program, and the cancellation policy by name', async () => {
    renderWithProviders(
      <ul>
        <li><ProgramCard program={{ ...base, name: 'Instant', bookingMode: 'instant', cancellationPolicy: 'flexible', specialOffer: 'Early bird' }} href="/a" onOpen={() => undefined} /></li>
        <li><ProgramCard program={{ ...base, name: 'On request', bookingMode: 'request', cancellationPolicy: 'strict' }} href="/b" onOpen={() => undefined} /></li>
      </ul>,
    );
    const [instant, request] = screen.getAllByRole('article');
    expect(within(instant!).getByText('Book now')).toBeInTheDocument();
    expect(within(instant!).getByText('Early bird')).toBeInTheDocument();
    expect(within(instant!).getByText('Flexible cancellation')).toBeInTheDocument();
    expect(within(request!).queryByText('Book now')).not.toBeInTheDocument();
    expect(within(request!).getByText('Strict cancellation')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('formats a price in its currency, and keeps the spec’s text without one', () => {
    const { rerender } = renderWithProviders(<ProgramCard program={{ ...base, price: 4850, priceText: '$4,850', currency: 'USD' }} href="/a" onOpen={() => undefined} />);
    expect(screen.getByText('$4,850')).toBeInTheDocument();
    rerender(<ProgramCard program={{ ...base, price: 3200, priceText: '', currency: 'EUR' }} href="/a" onOpen={() => undefined} />);
    expect(screen.getByText('€3,200')).toBeInTheDocument();
    rerender(<ProgramCard program={{ ...base, price: null, priceText: '' }} href="/a" onOpen={() => undefined} />);
    expect(screen.getByText('Contact for pricing')).toBeInTheDocument();
  });

  it('shows the rating from the program’s review stats, or says plainly there is none', () => {
    renderWithProviders(
      <ul>
        <li><ProgramCard program={{ ...base, name: 'Rated', reviewStats: { average: 4.75, count: 12 } }} href="/a" onOpen={() => undefined} /></li>
        <li><ProgramCard program={{ ...base, name: 'New', reviewStats: { average: null, count: 0 } }} href="/b" onOpen={() => undefined} /></li>
      </ul>,
    );
    const [rated, fresh] = screen.getAllByRole('article');
    expect(within(rated!).getByRole('img', { name: 'Rated 4.8 out of 5, 12 reviews' })).toBeInTheDocument();
    expect(within(fresh!).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(fresh!).queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  });

  it('saves from the heart without opening the program, and every heart of that program turns at once (one saved-ids entry)', async () => {
    let saved: string[] = [];
    server.use(
      http.get(apiUrl('/api/saved/ids'), () => HttpResponse.json({ data: saved })),
      http.put(apiUrl('/api/saved/:id'), ({ params }) => {
        saved = [String(params.id), ...saved];
        return HttpResponse.json({ data: { saved: true } });
      }),
    );
    const onOpen = jest.fn();
    renderWithProviders(
      <ul>
        <li><ProgramCard program={base} href="/a" onOpen={onOpen} /></li>
        <li><ProgramCard program={base} href="/a" onOpen={onOpen} titleAs="h3" /></li>
      </ul>,
      { preloadedState: { session: { user, token: 't' } } },
    );
    const hearts = await screen.findAllByRole('button', { name: SAVED_MESSAGES.save(base.name) });
    expect(hearts).toHaveLength(2);
    await userEvent.click(hearts[0]!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: SAVED_MESSAGES.unsave(base.name) })).toHaveLength(2));
    for (const heart of screen.getAllByRole('button', { name: SAVED_MESSAGES.unsave(base.name) })) expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(saved).toEqual([base.id]);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('speaks the page’s language, plurals included, and its link keeps the language for a new tab', async () => {
    await Promise.all([listMessages.load('es'), listMessages.load('fr')]);
    const { unmount } = renderWithProviders(
      <ul>
        <li><ProgramCard program={{ ...base, name: 'Uno', nights: 1, bookingMode: 'instant', cancellationPolicy: 'flexible', terms: { bookBy: '2027-01-10', stayBy: '' } }} href="/program-details/uno" onOpen={() => undefined} /></li>
        <li><ProgramCard program={{ ...base, name: 'Seis', nights: 6, price: null, priceText: '', cancellationPolicy: 'strict' }} href="/program-details/seis" onOpen={() => undefined} /></li>
      </ul>,
      { preloadedState: { locale: 'es' } },
    );
    const [one, six] = screen.getAllByRole('article');
    expect(within(one!).getByText('1 noche')).toBeInTheDocument();
    expect(within(one!).getByText('Reserva inmediata')).toBeInTheDocument();
    expect(within(one!).getByText('Cancelación flexible')).toBeInTheDocument();
    expect(within(one!).getByText(/Reserva antes del 10 ene 2027/)).toBeInTheDocument();
    expect(within(one!).getByRole('link', { name: 'MÁS INFORMACIÓN sobre Uno' })).toHaveAttribute('href', '/es/program-details/uno');
    expect(within(six!).getByText('6 noches')).toBeInTheDocument();
    expect(within(six!).getByText('Consultar precio')).toBeInTheDocument();
    expect(within(six!).getByText('Cancelación estricta')).toBeInTheDocument();
    unmount();

    renderWithProviders(<ProgramCard program={{ ...base, name: 'Six', nights: 6 }} href="/program-details/six" onOpen={() => undefined} />, { preloadedState: { locale: 'fr' } });
    expect(screen.getByText('6 nuits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'EN SAVOIR PLUS sur Six' })).toHaveAttribute('href', '/fr/program-details/six');
  });
});
