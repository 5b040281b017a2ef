import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@wellness/shared/contract';
import { renderWithProviders } from '@wellness/shared/testing';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { BOOKING_MESSAGES, CANCELLATION_POLICY_RULE, NOTHING_CHARGED_NOW, nextStepText, SIGN_IN_FOR_INSTANT, type Program } from '@wellness/shared/domain';
import { catalogHandlers, publicPrograms } from '../../testing/catalogApi';
import { sessionOf } from '../../testing/booking';
import { seriousAxeViolations } from '../../testing/axe';
import { PAGE_LOCK_MS, PAGE_SIZE } from './Gallery';
import { ROTATE_MS } from './IncludedFeatures';
import { DetailsLoading } from './DetailsLoading';
import { DETAILS_MESSAGES, SECTION_LABELS } from './detailsMessages';
import { eventBadge } from './EventsSection';
import { NO_ARRIVAL } from './ArrivalSection';
import { NO_SCHEDULE } from './ScheduleSection';
import { ProgramDetailsPage } from './ProgramDetailsPage';
import { RELATED_FALLBACK_MESSAGE } from './RelatedPrograms';
import { SECTIONS } from './sections';

const base = publicPrograms[0]!;
const gallery = Array.from({ length: 30 }, (_, i) => `/media/gallery/gallery-${String((i % 40) + 1).padStart(2, '0')}-960.webp`);
const program: Program = {
  ...base,
  slug: 'test-program',
  name: 'Test Program',
  imageGallery: gallery,
  includes: [
    { title: 'Feature A', description: 'About A' },
    { title: 'Feature B', description: 'About B' },
    { title: 'Feature C', description: 'About C' },
  ],
  events: [
    { title: 'Event 1', description: 'd', when: 'March' },
    { title: 'Event 2', description: 'd', when: 'April' },
    { title: 'Event 3', description: 'd', when: 'May' },
  ],
  price: 4850,
  currency: 'USD',
  bookingMode: 'instant',
  responseHours: 48,
  cancellationPolicy: 'moderate',
  depositPercent: 30,
  sessions: [sessionOf('s-1', '2099-03-01', 2), sessionOf('s-2', '2099-04-12', 0), sessionOf('s-past', '2020-04-12', 3)],
};

/** A signed-in guest: an instant program books at once only for one. */
const SIGNED_IN = { session: { user: { id: 'u-1', firstName: 'Ana', lastName: 'Moreau', email: 'ana@example.com', role: 'user' }, token: 'tok' } } as never;

function renderDetails(route: string | { pathname: string; state?: unknown }, preloadedState?: never) {
  return renderWithProviders(
    <Routes>
      <Route path="/program-details" element={<ProgramDetailsPage />} />
      <Route path="/program-details/:slug" element={<ProgramDetailsPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { route, preloadedState },
  );
}

const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** Every observed spot is near the viewport at once: the below-the-fold parts load (LazyWhenNear). */
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

/**
 * A page 10,000 px tall whose scroll position the test sets (`y`); `scrolls` holds where each `scrollTo` sent it, and
 * with `follow` the position moves there at once (a scroll that ends where it was sent).
 */
function scrollablePage({ follow }: { follow: boolean }) {
  const scrollYWas = Object.getOwnPropertyDescriptor(window, 'scrollY')!;
  const page = {
    y: 0,
    scrolls: [] as number[],
    restore: () => {
      Object.defineProperty(window, 'scrollY', scrollYWas);
      delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
      scrollTo.mockRestore();
    },
  };
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => page.y });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 10_000 });
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    page.scrolls.push(options.top!);
    if (follow) page.y = options.top!;
  }) as typeof window.scrollTo);
  return page;
}

describe('ProgramDetailsPage', () => {
  startMockApi();
  // The booking texts name the configured balance days (GET /api/money/terms).
  beforeEach(() => server.use(http.get(apiUrl('/api/money/terms'), () => HttpResponse.json({ data: { commissionPercent: 15, balanceDueDays: 30 } }))));
  let warn: jest.SpyInstance;
  const originalObserver = window.IntersectionObserver;
  beforeAll(() => Object.assign(window, { IntersectionObserver: NearObserver }));
  afterAll(() => Object.assign(window, { IntersectionObserver: originalObserver }));
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(...catalogHandlers);
    server.use(
      http.get(apiUrl('/api/programs/by-slug/test-program'), () => HttpResponse.json({ data: program })),
      http.get(apiUrl('/api/programs/by-name'), ({ request }) =>
        new URL(request.url).searchParams.get('name') === 'Test Program'
          ? HttpResponse.json({ data: program })
          : HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'Program not found.' } }, { status: 404 })),
    );
  });
  afterEach(() => {
    warn.mockRestore();
    jest.useRealTimers();
  });

  it('loads by slug and shows the hero, the sticky section nav and every section', async () => {
    renderDetails('/program-details/test-program');
    expect(screen.getByText(DETAILS_MESSAGES.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Program' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Program sections' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(SECTIONS.map((s) => SECTION_LABELS[s.id]));
    for (const { id } of SECTIONS) expect(screen.getByRole('heading', { level: 2, name: SECTION_LABELS[id] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request to book' })).toBeInTheDocument();
  });

  it('shows the rating (a link to its reviews), Hosted by with the provider’s page, and the heart', async () => {
    server.use(http.get(apiUrl('/api/programs/by-slug/:slug'), () => HttpResponse.json({ data: { ...program, reviewStats: { average: 4.82, count: 12 }, provider: { id: 'f-1', slug: 'casa-terme', name: 'Casa Terme' } } })));
    renderDetails('/program-details/test-program');
    expect(await screen.findByRole('link', { name: 'Rated 4.8 out of 5, 12 reviews' })).toHaveAttribute('href', '#reviews');
    expect(screen.getByRole('link', { name: 'Hosted by Casa Terme' })).toHaveAttribute('href', '/providers/casa-terme');
    expect(screen.getByRole('button', { name: 'Save Test Program' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('without reviews or provider says No reviews yet, with no stars and no Hosted by', async () => {
    renderDetails('/program-details/test-program');
    await screen.findByRole('heading', { level: 1, name: 'Test Program' });
    const hero = screen.getByRole('heading', { level: 1, name: 'Test Program' }).closest('header')!;
    expect(within(hero).getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Hosted by/ })).not.toBeInTheDocument();
    // The REVIEWS section says the same once it has loaded.
    const reviews = screen.getByRole('region', { name: 'REVIEWS' });
    expect(await within(reviews).findByText('No reviews yet')).toBeInTheDocument();
  });

  it('says how the program books and what happens next, its price, deposit and cancellation policy', async () => {
    // Signed in, the page asks which programs the visitor saved (the heart).
    server.use(http.get(apiUrl('/api/saved/ids'), () => HttpResponse.json({ data: [] })));
    renderDetails('/program-details/test-program', SIGNED_IN);
    await screen.findByRole('heading', { level: 1, name: 'Test Program' });
    const card = screen.getByRole('complementary', { name: 'Book this program' });
    expect(within(card).getByText('$4,850')).toBeInTheDocument();
    // The deposit is taken at checkout: the card says so, and nowhere that nothing is charged.
    expect(within(card).getByText('Deposit').nextElementSibling).toHaveTextContent('30% of the total, charged when you book');
    expect(card).not.toHaveTextContent(/nothing is charged/i);
    expect(within(card).getByText('Moderate cancellation')).toBeInTheDocument();
    expect(within(card).getByText(CANCELLATION_POLICY_RULE.moderate)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Book now' })).toHaveAccessibleDescription('Your place is confirmed at once. The deposit is charged now; the balance 30 days before arrival.');
  });

  it('to a visitor without an account, an instant program says Request to book, as the API will make it, and how to book at once', async () => {
    renderDetails('/program-details/test-program');
    await screen.findByRole('heading', { level: 1, name: 'Test Program' });
    const card = screen.getByRole('complementary', { name: 'Book this program' });
    expect(within(card).queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Request to book' })).toHaveAccessibleDescription(`${nextStepText('request', 48, 'deposit')} ${SIGN_IN_FOR_INSTANT}`);
    expect(card).not.toHaveTextContent('Your place is confirmed at once');
    // A request's deposit is held until the host accepts.
    expect(within(card).getByText('Deposit').nextElementSibling).toHaveTextContent('30% of the total, held when you ask and charged if the host accepts');
    expect(card).toHaveTextContent('The deposit is held on your card now and charged if the host accepts');
  });

  it('a request program says Request to book and the host’s time to answer; no price gives the spec’s text, no deposit none', async () => {
    server.use(http.get(apiUrl('/api/programs/by-slug/test-program'), () =>
      HttpResponse.json({ data: { ...program, bookingMode: 'request', responseHours: 72, price: null, priceText: '', bookingOptions: { pricePerPerson: '', availableDates: [] }, depositPercent: null } })));
    renderDetails('/program-details/test-program');
    await screen.findByRole('heading', { level: 1, name: 'Test Program' });
    const card = screen.getByRole('complementary', { name: 'Book this program' });
    expect(within(card).getByRole('button', { name: 'Request to book' })).toHaveAccessibleDescription(nextStepText('request', 72));
    // No price and no deposit: no checkout, nothing charged when asking.
    expect(within(card).getByRole('button', { name: 'Request to book' })).toHaveAccessibleDescription(new RegExp(`${NOTHING_CHARGED_NOW}$`));
    expect(within(card).getByText('Contact for pricing')).toBeInTheDocument();
    expect(within(card).queryByText('Deposit')).not.toBeInTheDocument();
  });

  it('a host’s program shows only what its host entered: its own category, its description once, no invented counts, no N/A, no promises', async () => {
    const text = 'Mountain air, slow yoga and long sleep.';
    // As the API answers a program made with the form that has only a description (its details are then the same text).
    const hostMade: Program = {
      ...program,
      id: '5f0c6f0e-5d6b-4a53-9a3c-2f1f2b7b0c11',
      name: 'Still Lake Yoga',
      category: 'yoga',
      group: 'healing-renewal',
      groupName: 'Healing & Renewal Experience',
      description: text,
      details: text,
      about: '',
      highlights: [],
      image: '',
      imageGallery: [],
      includes: [{ title: 'Daily yoga', description: 'Two classes a day.' }],
      specialOffer: '',
      specialOffers: [],
      events: [],
      dailySchedule: [],
      arrival: { airport: '', transfer: '', checkIn: '', notes: '' },
      terms: { bookBy: '', stayBy: '' },
      bookingOptions: { pricePerPerson: '', availableDates: [] },
    };
    server.use(http.get(apiUrl('/api/programs/by-slug/test-program'), () => HttpResponse.json({ data: hostMade })));
    renderDetails('/program-details/test-program');
    const hero = (await screen.findByRole('heading', { level: 1, name: 'Still Lake Yoga' })).closest('header')!;
    expect(within(hero).getByText('Yoga & Meditation')).toBeInTheDocument();
    expect(screen.queryByText('Healing & Renewal Experience')).not.toBeInTheDocument();
    // No picture: no broken image in the hero.
    expect(within(hero).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getAllByText(text)).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'ABOUT PROGRAM' })).getByText(text)).toBeInTheDocument();
    expect(screen.queryByText(/daily activities/)).not.toBeInTheDocument();
    expect(screen.queryByText(/N\/A/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Next date/)).not.toBeInTheDocument();
    const card = screen.getByRole('complementary', { name: 'Book this program' });
    expect(within(card).queryByText('Book by')).not.toBeInTheDocument();
    expect(within(card).queryByText('Stay by')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'DAILY SCHEDULE' })).getByText(NO_SCHEDULE)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'ARRIVAL' })).getByText(NO_ARRIVAL)).toBeInTheDocument();
    expect(screen.queryByText(/concierge/)).not.toBeInTheDocument();
  });

  it('a sample program keeps the spec’s copy, its dates as 10 Jan 2027, and shows its description, about text and address once each', async () => {
    renderDetails('/program-details/test-program');
    const hero = (await screen.findByRole('heading', { level: 1, name: 'Test Program' })).closest('header')!;
    expect(within(hero).getByText(program.description)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'ABOUT PROGRAM' })).getByText(program.details, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/Over 40 daily activities, three of them included/)).toBeInTheDocument();
    const card = screen.getByRole('complementary', { name: 'Book this program' });
    expect(within(card).getByText('Book by').nextElementSibling).toHaveTextContent(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  });

  it('lists Dates and places; choosing a session opens the booking form with it; a full session refused keeps the form and shows the places as they are now', async () => {
    let reads = 0;
    server.use(
      http.get(apiUrl('/api/programs/by-slug/test-program'), () => {
        reads += 1;
        // After the first answer, someone else took the last places of the March session.
        return HttpResponse.json({ data: reads === 1 ? program : { ...program, sessions: [sessionOf('s-1', '2099-03-01', 0), sessionOf('s-2', '2099-04-12', 0)] } });
      }),
      http.post(apiUrl('/api/bookings'), () => HttpResponse.json({ error: { code: 'SESSION_FULL', message: BOOKING_MESSAGES.sessionFull } }, { status: 409 })),
      // The program asks a deposit: the booking starts as a checkout, refused the same way.
      http.post(apiUrl('/api/checkouts'), () => HttpResponse.json({ error: { code: 'SESSION_FULL', message: BOOKING_MESSAGES.sessionFull } }, { status: 409 })),
    );
    renderDetails('/program-details/test-program');
    await screen.findByRole('heading', { level: 1, name: 'Test Program' });
    const dates = screen.getByRole('list', { name: 'Dates and places' });
    expect(within(dates).getAllByRole('listitem').map((li) => li.textContent?.replace(/\s/g, ' '))).toEqual([
      '1 – 8 Mar 2099' + '7 nights' + '2 places left' + 'Choose',
      '12 – 19 Apr 2099' + '7 nights' + 'Sold out' + 'Choose',
    ]);
    await userEvent.click(within(dates).getByRole('button', { name: 'Choose 1 Mar 2099 to 8 Mar 2099' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Test Program' });
    const march = within(dialog).getByRole('radio', { name: /1\s–\s8 Mar 2099/ });
    expect(march).toBeChecked();
    expect(await seriousAxeViolations()).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Full Name/), 'Ana');
    await userEvent.type(within(dialog).getByLabelText(/Email Address/), 'ana@example.com');
    await userEvent.type(within(dialog).getByLabelText(/Phone Number/), '0791234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request to book' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.sessionFull);
    // The program is asked for again: March shows sold out, on the page and in the form, which keeps what was typed.
    await waitFor(() => expect(within(dates).getAllByText('Sold out')).toHaveLength(2));
    expect(within(dialog).getByRole('radio', { name: /1\s–\s8 Mar 2099.*Sold out/ })).toBeDisabled();
    expect(within(dialog).getByLabelText(/Full Name/)).toHaveValue('Ana');
    expect(within(dialog).getByLabelText(/Email Address/)).toHaveValue('ana@example.com');
    expect(reads).toBe(2);
  }, 20_000);

  it('a program without sessions shows no Dates and places and keeps the preferred-date input', async () => {
    server.use(http.get(apiUrl('/api/programs/by-slug/test-program'), () =>
      HttpResponse.json({ data: { ...program, sessions: [], bookingOptions: { pricePerPerson: '', availableDates: [] } } })));
    renderDetails('/program-details/test-program');
    await screen.findByRole('heading', { level: 1, name: 'Test Program' });
    expect(screen.queryByRole('heading', { name: 'Dates and places' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request to book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book Test Program' });
    expect(within(dialog).getByLabelText(/Preferred Date/)).toHaveAttribute('type', 'date');
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('scrolls a clicked section to 160 px from the top and highlights it', async () => {
    renderDetails('/program-details/test-program');
    await screen.findByRole('heading', { level: 1, name: 'Test Program' });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const section = document.getElementById('gallery')!;
    jest.spyOn(section, 'getBoundingClientRect').mockReturnValue({ top: 1000 } as DOMRect);
    await userEvent.click(screen.getByRole('link', { name: 'GALLERY' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1000 + window.scrollY - 160, behavior: 'smooth' });
    expect(screen.getByRole('link', { name: 'GALLERY' })).toHaveAttribute('aria-current', 'true');
    scrollTo.mockRestore();
  });

  it('renders every section before measuring a clicked one, so a scroll past sections sized by an estimate lands on it', async () => {
    renderDetails('/program-details/test-program');
    await screen.findByRole('heading', { level: 1, name: 'Test Program' });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const section = document.getElementById('reviews')!;
    let shownWhenMeasured: string[] = [];
    jest.spyOn(section, 'getBoundingClientRect').mockImplementation(() => {
      shownWhenMeasured = SECTIONS.flatMap(({ id }) => document.getElementById(id)?.style.getPropertyValue('content-visibility') ?? []);
      return { top: 2000 } as DOMRect;
    });
    await userEvent.click(screen.getByRole('link', { name: 'REVIEWS' }));
    expect(shownWhenMeasured.length).toBeGreaterThan(3);
    expect(new Set(shownWhenMeasured)).toEqual(new Set(['visible']));
    expect(scrollTo).toHaveBeenCalledWith({ top: 2000 + window.scrollY - 160, behavior: 'smooth' });
    scrollTo.mockRestore();
  });

  it('goes on to a section that content loaded during the scroll moved, once the scroll ends where it was sent', async () => {
    renderDetails('/program-details/test-program');
    await screen.findByRole('heading', { level: 1, name: 'Test Program' });
    const page = scrollablePage({ follow: true });
    const { scrolls } = page;
    const section = document.getElementById('reviews')!;
    let sectionAt = 3000; // in the page
    jest.spyOn(section, 'getBoundingClientRect').mockImplementation(() => ({ top: sectionAt - page.y }) as DOMRect);

    await userEvent.click(screen.getByRole('link', { name: 'REVIEWS' }));
    expect(scrolls).toEqual([3000 - 160]);
    sectionAt = 3900; // the map and the host's panel above it loaded on the way
    act(() => void window.dispatchEvent(new Event('scrollend')));
    expect(scrolls).toEqual([3000 - 160, 3900 - 160]);
    // Once: a later scroll's end (the visitor's) leaves the page where it is.
    sectionAt = 4500;
    act(() => void window.dispatchEvent(new Event('scrollend')));
    expect(scrolls).toHaveLength(2);

    // A visitor who scrolls elsewhere before the scroll ends is not taken back.
    const gallery = document.getElementById('gallery')!;
    jest.spyOn(gallery, 'getBoundingClientRect').mockImplementation(() => ({ top: 1200 - page.y }) as DOMRect);
    await userEvent.click(screen.getByRole('link', { name: 'GALLERY' }));
    const sent = scrolls.length;
    page.y = 200;
    act(() => void window.dispatchEvent(new Event('scrollend')));
    expect(scrolls).toHaveLength(sent);
    page.restore();
  });

  it('passes over the end of a scroll a quick second click cut short, and stops waiting once the visitor scrolls', async () => {
    renderDetails('/program-details/test-program');
    await screen.findByRole('heading', { level: 1, name: 'Test Program' });
    const page = scrollablePage({ follow: false });
    const { scrolls } = page;
    let reviewsAt = 3000;
    jest.spyOn(document.getElementById('reviews')!, 'getBoundingClientRect').mockImplementation(() => ({ top: reviewsAt - page.y }) as DOMRect);
    jest.spyOn(document.getElementById('gallery')!, 'getBoundingClientRect').mockImplementation(() => ({ top: 1200 - page.y }) as DOMRect);

    await userEvent.click(screen.getByRole('link', { name: 'GALLERY' }));
    await userEvent.click(screen.getByRole('link', { name: 'REVIEWS' }));
    expect(scrolls).toEqual([1200 - 160, 3000 - 160]);
    // The gallery's scroll, cut short on the way, ends first: nothing is sent from there.
    page.y = 700;
    act(() => void window.dispatchEvent(new Event('scrollend')));
    expect(scrolls).toHaveLength(2);
    // The reviews' own scroll ends where it was sent, and the section has moved meanwhile: it goes on.
    reviewsAt = 3600;
    page.y = 3000 - 160;
    act(() => void window.dispatchEvent(new Event('scrollend')));
    expect(scrolls).toEqual([1200 - 160, 3000 - 160, 3600 - 160]);

    // The visitor's wheel ends the wait: a scroll's end where the click sent it no longer moves the page.
    page.y = 0;
    reviewsAt = 3000;
    await userEvent.click(screen.getByRole('link', { name: 'REVIEWS' }));
    const sent = scrolls.length;
    act(() => void window.dispatchEvent(new Event('wheel')));
    reviewsAt = 3600;
    page.y = 3000 - 160;
    act(() => void window.dispatchEvent(new Event('scrollend')));
    expect(scrolls).toHaveLength(sent);
    page.restore();
  });

  it('highlights the section in view on its first frame, without waiting for a scroll (a page that opens scrolled)', async () => {
    const galleryAt = SECTIONS.findIndex((s) => s.id === 'gallery');
    const rect = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const i = SECTIONS.findIndex((s) => s.id === this.id);
      return { top: i === -1 ? 0 : (i - galleryAt) * 600 + 100 } as DOMRect;
    });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 10_000, configurable: true });
    renderDetails('/program-details/test-program');
    await screen.findByRole('heading', { level: 1, name: 'Test Program' });
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(screen.getByRole('link', { name: 'GALLERY' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'ABOUT PROGRAM' })).not.toHaveAttribute('aria-current');
    rect.mockRestore();
    delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
  });

  it('arriving with programName state, moves to the slug URL (a reload keeps the program)', async () => {
    const { location } = renderDetails({ pathname: '/program-details', state: { programName: 'Test Program' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Program' })).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/program-details/test-program'));
    expect(screen.getByRole('heading', { level: 1, name: 'Test Program' })).toBeInTheDocument();
  });

  it('shows Program not found with Back to Explore for an unknown program', async () => {
    renderDetails('/program-details/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: DETAILS_MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Explore' })).toHaveAttribute('href', '/explore');
  });

  it('shows the bundled program when the API is down, and the related programs with their message', async () => {
    server.use(
      http.get(apiUrl('/api/programs/by-slug/:slug'), () => HttpResponse.error()),
      http.get(apiUrl('/api/programs/:id/related'), () => HttpResponse.error()),
    );
    renderDetails(`/program-details/${base.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: base.name }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(RELATED_FALLBACK_MESSAGE, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Related programs' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says Failed to load program details and returns to /explore when the API fails on an unknown program', async () => {
    server.use(http.get(apiUrl('/api/programs/by-slug/:slug'), () => HttpResponse.json({ error: { code: 'X', message: 'x' } }, { status: 500 })));
    const { location } = renderDetails('/program-details/not-in-sample');
    expect(await screen.findByText(DETAILS_MESSAGES.failed)).toBeInTheDocument();
    await screen.findByText('elsewhere', undefined, { timeout: 4000 });
    expect(location().pathname).toBe('/explore');
  });

  it('alternates the event badges GUEST EXPERT (even) and SIGNATURE EVENT (odd)', async () => {
    renderDetails('/program-details/test-program');
    await screen.findByRole('heading', { level: 1, name: 'Test Program' });
    expect([0, 1, 2, 3].map(eventBadge)).toEqual(['GUEST EXPERT', 'SIGNATURE EVENT', 'GUEST EXPERT', 'SIGNATURE EVENT']);
    const events = screen.getByRole('heading', { level: 2, name: 'EVENTS & RETREATS' }).closest('section')!;
    expect(within(events).getAllByText(/GUEST EXPERT|SIGNATURE EVENT/).map((b) => b.textContent)).toEqual(['GUEST EXPERT', 'SIGNATURE EVENT', 'GUEST EXPERT']);
  });

  it('rotates the included features every 4 s, paused while hovered or focused', async () => {
    renderDetails('/program-details/test-program');
    await screen.findByRole('heading', { level: 1, name: 'Test Program' });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    // remount under fake timers: the rotation's interval starts with the section
    const section = () => screen.getByRole('heading', { level: 2, name: "WHAT'S INCLUDED" }).closest('section')!;
    const featured = () => within(section()).getByRole('heading', { level: 3 }).textContent;
    const box = section().firstElementChild!.nextElementSibling as HTMLElement;
    fireEvent.mouseEnter(box);
    fireEvent.mouseLeave(box);
    expect(featured()).toBe('Feature A');
    await wait(ROTATE_MS - 10);
    expect(featured()).toBe('Feature A');
    await wait(10);
    expect(featured()).toBe('Feature B');
    fireEvent.mouseEnter(box);
    await wait(ROTATE_MS * 3);
    expect(featured()).toBe('Feature B');
    fireEvent.mouseLeave(box);
    await wait(ROTATE_MS);
    expect(featured()).toBe('Feature C');
    fireEvent.focus(within(section()).getByRole('button', { name: 'Feature A' }));
    await wait(ROTATE_MS * 2);
    expect(featured()).toBe('Feature C');
    fireEvent.click(within(section()).getByRole('button', { name: 'Feature A' }));
    expect(featured()).toBe('Feature A');
  });

  it('shows 12 gallery images a page, locks page switches for 300 ms, and opens a keyboard lightbox', async () => {
    renderDetails('/program-details/test-program');
    await screen.findByRole('heading', { level: 1, name: 'Test Program' });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const gallerySection = screen.getByRole('heading', { level: 2, name: 'GALLERY' }).closest('section')!;
    await within(gallerySection).findByRole('list', { name: /^Gallery, page/ });
    const page = () => within(gallerySection).getByRole('list', { name: /^Gallery, page/ });
    expect(within(page()).getAllByRole('button')).toHaveLength(PAGE_SIZE);
    expect(page()).toHaveAccessibleName('Gallery, page 1 of 3');
    const next = within(gallerySection).getByRole('button', { name: 'Next' });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(page()).toHaveAccessibleName('Gallery, page 2 of 3');
    await wait(PAGE_LOCK_MS);
    fireEvent.click(next);
    expect(page()).toHaveAccessibleName('Gallery, page 3 of 3');
    expect(within(page()).getAllByRole('button')).toHaveLength(30 - 2 * PAGE_SIZE);
    jest.useRealTimers();

    const thumb = within(page()).getByRole('button', { name: 'Open image 25 of 30' });
    thumb.focus();
    fireEvent.click(thumb);
    const dialog = await screen.findByRole('dialog', { name: 'Test Program: image 25 of 30' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Test Program: image 26 of 30');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Test Program: image 24 of 30');
    expect(dialog).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
  });

  it('shows three related programs', async () => {
    renderDetails('/program-details/test-program');
    await screen.findByRole('heading', { level: 1, name: 'Test Program' });
    const related = await screen.findByRole('list', { name: 'Related programs' });
    expect(within(related).getAllByRole('listitem')).toHaveLength(3);
  });

  it('renders its loading view without a browser and without style attributes (the build prerenders it; CSP)', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const html = renderToStaticMarkup(<DetailsLoading />);
    expect(html).toContain(DETAILS_MESSAGES.loading);
    expect(html).not.toContain('style=');
  });
});
