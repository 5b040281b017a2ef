import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared/testing';
import { mockIntersectionObserver } from '../../testing/intersection';
import { AboutPage } from './AboutPage';
import { localeSet, type ServerViewRequest } from '@wellness/shared/contract';
import { makeTestStore, renderToServerHtml } from '@wellness/shared/testing';
import { aboutMessages } from './messages';
import { serverView } from './serverView';
import { STORY_CARDS, STORY_THRESHOLD } from './storyCards';

const english = aboutMessages.fixedT('en');

describe('the about page (/about)', () => {
  let io: ReturnType<typeof mockIntersectionObserver>;
  beforeEach(() => {
    io = mockIntersectionObserver();
  });
  afterEach(() => io.restore());

  it('ends with the scroll story: four cards with label, heading, description and an action to /explore', () => {
    const { location } = renderWithProviders(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(STORY_CARDS.map((c) => english(c.heading))).toEqual([
      'Redefining luxury wellness', 'Exclusive access worldwide', 'Global wellness leaders', 'Personalized wellness plans',
    ]);
    const story = screen.getByRole('region', { name: 'What we stand for' });
    const cards = within(story).getAllByRole('article');
    expect(cards).toHaveLength(4);
    cards.forEach((card, i) => {
      const c = STORY_CARDS[i]!;
      expect(within(card).getByRole('heading', { level: 3, name: english(c.heading) })).toBeInTheDocument();
      expect(card).toHaveTextContent(english(c.label));
      expect(card).toHaveTextContent(english(c.description));
      expect(within(card).getByRole('link', { name: english(c.action) })).toHaveAttribute('href', '/explore');
    });
    // The story is the last section of the page.
    const sections = document.querySelectorAll('section');
    expect(sections[sections.length - 1]).toBe(story);

    fireEvent.click(within(cards[2]!).getByRole('link', { name: 'Meet our partners' }));
    expect(location().pathname).toBe('/explore');
  });

  it('follows the card that is half on screen (intersection threshold 0.5)', async () => {
    renderWithProviders(<AboutPage />);
    const observer = io.observers.find((o) => o.options.threshold === STORY_THRESHOLD);
    expect(observer).toBeDefined();
    const slots = [...observer!.targets] as HTMLElement[];
    expect(slots).toHaveLength(4);
    expect(slots[0]).toHaveAttribute('data-active', 'true');
    await io.intersect(slots[2]!, 0.6);
    expect(slots[2]).toHaveAttribute('data-active', 'true');
    expect(slots[0]).toHaveAttribute('data-active', 'false');
  });

  it('is served in French, its head too, with the words the app renders', async () => {
    const request: ServerViewRequest = { route: '/about', rest: '', query: new URLSearchParams(), origin: 'https://wellness.example', api: jest.fn(), locale: 'fr' };
    const outcome = await serverView(request);
    if (outcome.kind !== 'page') throw new Error('expected a page');
    expect(outcome.head.title).toBe('À propos · Wellness Travel');
    const store = makeTestStore();
    store.dispatch(localeSet('fr'));
    const server = document.createElement('div');
    server.innerHTML = renderToServerHtml(outcome.view, { route: '/about', store });
    const { container } = renderWithProviders(outcome.view, { store });
    expect(container.textContent).toBe(server.textContent);
    expect(screen.getByRole('heading', { level: 1, name: 'À propos' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Nos engagements' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rencontrer nos partenaires' })).toHaveAttribute('href', '/explore');
    expect(container.textContent).not.toContain('Born from a simple question');
  });
});
