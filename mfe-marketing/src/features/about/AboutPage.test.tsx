import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared/testing';
import { mockIntersectionObserver } from '../../testing/intersection';
import { AboutPage } from './AboutPage';
import { STORY_CARDS, STORY_THRESHOLD } from './storyCards';

describe('the about page (/about)', () => {
  let io: ReturnType<typeof mockIntersectionObserver>;
  beforeEach(() => {
    io = mockIntersectionObserver();
  });
  afterEach(() => io.restore());

  it('ends with the scroll story: four cards with label, heading, description and an action to /explore', () => {
    const { location } = renderWithProviders(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(STORY_CARDS.map((c) => c.heading)).toEqual([
      'Redefining luxury wellness', 'Exclusive access worldwide', 'Global wellness leaders', 'Personalized wellness plans',
    ]);
    const story = screen.getByRole('region', { name: 'What we stand for' });
    const cards = within(story).getAllByRole('article');
    expect(cards).toHaveLength(4);
    cards.forEach((card, i) => {
      const c = STORY_CARDS[i]!;
      expect(within(card).getByRole('heading', { level: 3, name: c.heading })).toBeInTheDocument();
      expect(card).toHaveTextContent(c.label);
      expect(card).toHaveTextContent(c.description);
      expect(within(card).getByRole('link', { name: c.action })).toHaveAttribute('href', '/explore');
    });
    // The story is the last section of the page.
    const sections = document.querySelectorAll('section');
    expect(sections[sections.length - 1]).toBe(story);

    fireEvent.click(within(cards[2]!).getByRole('link', { name: STORY_CARDS[2]!.action }));
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
});
