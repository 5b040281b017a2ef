import { act, fireEvent, screen, within } from '@testing-library/react';
import { heroSlides } from '@wellness/shared/data';
import { renderWithProviders } from '@wellness/shared/testing';
import { REDUCED_MOTION_QUERY } from '@wellness/shared/ui';
import { mockIntersectionObserver } from '../../../testing/intersection';
import { mockMatchMedia, mockMediaPlayback } from '../../../testing/media';
import { HeroSlideshow } from './HeroSlideshow';
import { AMBIENT_VOLUME, HERO_SLIDES, SLIDE_DURATION_MS } from './heroSlides';

const title = () => screen.getByRole('heading', { level: 1 }).textContent;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('the hero slideshow', () => {
  let media: ReturnType<typeof mockMediaPlayback>;
  beforeEach(() => {
    jest.useFakeTimers();
    media = mockMediaPlayback();
  });
  afterEach(() => {
    jest.useRealTimers();
    media.restore();
  });

  it('bundles the six slides of the shared content, the first being the home headline', () => {
    expect(HERO_SLIDES.map(({ id, title: t, subtitle }) => ({ id, title: t, subtitle }))).toEqual(
      heroSlides.map(({ id, title: t, subtitle }) => ({ id, title: t, subtitle })),
    );
    expect(HERO_SLIDES[0]).toMatchObject({ title: 'Experience Beyond Ordinary Wellness', subtitle: 'Your gateway to exclusive wellness retreats and elite health services.' });
  });

  it('paints the first slide with its poster as the only image, sized and with a srcset', () => {
    const { container } = renderWithProviders(<HeroSlideshow />);
    expect(title()).toBe('Experience Beyond Ordinary Wellness');
    expect(screen.getByText('Your gateway to exclusive wellness retreats and elite health services.')).toBeInTheDocument();
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('width', '960');
    expect(images[0]).toHaveAttribute('height', '540');
    expect(images[0]).toHaveAttribute('decoding', 'async');
    expect(images[0]!.getAttribute('srcset')).toContain('slide-1-480.webp 480w');
    expect(container.querySelector('video, audio')).toBeNull();
  });

  it('advances every 8 s and wraps from the last slide to the first', () => {
    renderWithProviders(<HeroSlideshow />);
    advance(SLIDE_DURATION_MS - 1);
    expect(title()).toBe(HERO_SLIDES[0]!.title);
    advance(1);
    expect(title()).toBe(HERO_SLIDES[1]!.title);
    for (let i = 2; i <= 5; i += 1) {
      advance(SLIDE_DURATION_MS);
      expect(title()).toBe(HERO_SLIDES[i]!.title);
    }
    advance(SLIDE_DURATION_MS);
    expect(title()).toBe(HERO_SLIDES[0]!.title);
  });

  it('has previous and next buttons that wrap both ways, and dots that go to a slide', () => {
    renderWithProviders(<HeroSlideshow />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(title()).toBe(HERO_SLIDES[5]!.title);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(title()).toBe(HERO_SLIDES[0]!.title);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(title()).toBe(HERO_SLIDES[1]!.title);

    const dots = within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole('button');
    expect(dots).toHaveLength(6);
    fireEvent.click(dots[3]!);
    expect(title()).toBe(HERO_SLIDES[3]!.title);
    expect(dots[3]).toHaveAttribute('aria-current', 'true');
    expect(dots[1]).not.toHaveAttribute('aria-current');
  });

  it('pauses and plays: a pause keeps the time already spent on the slide', () => {
    const { container } = renderWithProviders(<HeroSlideshow />);
    const progressPaused = () => container.querySelector('.progressFill')!.classList.contains('progressPaused');
    advance(3000);
    expect(progressPaused()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(progressPaused()).toBe(true);
    advance(SLIDE_DURATION_MS * 3);
    expect(title()).toBe(HERO_SLIDES[0]!.title);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(progressPaused()).toBe(false);
    advance(SLIDE_DURATION_MS - 3000 - 1);
    expect(title()).toBe(HERO_SLIDES[0]!.title);
    advance(1);
    expect(title()).toBe(HERO_SLIDES[1]!.title);
  });

  it('goes to /explore from Explore now and Book Now, and asks the shell for the contact dialog', () => {
    const { store, location } = renderWithProviders(<HeroSlideshow />);
    fireEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(store.getState().ui.contactDialogOpen).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Explore now' }));
    expect(location().pathname).toBe('/explore');
  });

  it('has a Book Now button to /explore', () => {
    const { location } = renderWithProviders(<HeroSlideshow />);
    fireEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(location().pathname).toBe('/explore');
  });

  describe('media', () => {
    let io: ReturnType<typeof mockIntersectionObserver>;
    beforeEach(() => {
      io = mockIntersectionObserver();
    });
    afterEach(() => io.restore());

    it('loads no video or sound until the page is idle, then only the current slide’s loop (preload none) and the ambience', () => {
      const { container } = renderWithProviders(<HeroSlideshow />);
      expect(container.querySelector('video, audio')).toBeNull();
      advance(250); // load event passed (jsdom), idle (no requestIdleCallback: a short timeout)
      const videos = container.querySelectorAll('video');
      expect(videos).toHaveLength(1);
      expect(videos[0]).toHaveAttribute('preload', 'none');
      expect(videos[0]!.getAttribute('src')).toBe(HERO_SLIDES[0]!.video);
      expect(container.querySelector('audio')).toHaveAttribute('preload', 'none');
    });

    it('plays the ambient sound at volume 0.3 only while more than half of the hero is visible', async () => {
      const { container } = renderWithProviders(<HeroSlideshow />);
      advance(250);
      const hero = screen.getByRole('region', { name: 'Featured wellness journeys' });
      const audio = container.querySelector('audio')!;
      expect(media.played).not.toContain(audio);

      await io.intersect(hero, 0.8);
      expect(media.played).toContain(audio);
      expect(audio.volume).toBeCloseTo(AMBIENT_VOLUME);
      expect(screen.getByRole('button', { name: 'Mute sound' })).toBeInTheDocument();

      media.paused.length = 0;
      await io.intersect(hero, 0.3);
      expect(media.paused).toContain(audio);
      expect(screen.getByRole('button', { name: 'Play sound' })).toBeInTheDocument();
    });

    it('lets the visitor mute the sound', async () => {
      const { container } = renderWithProviders(<HeroSlideshow />);
      advance(250);
      await io.intersect(screen.getByRole('region', { name: 'Featured wellness journeys' }), 1);
      fireEvent.click(screen.getByRole('button', { name: 'Mute sound' }));
      expect(media.paused).toContain(container.querySelector('audio'));
      expect(screen.getByRole('button', { name: 'Play sound' })).toBeInTheDocument();
    });
  });

  describe('under prefers-reduced-motion', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = mockMatchMedia([REDUCED_MOTION_QUERY]);
    });
    afterEach(() => restore());

    it('stays on the first slide, loads no video and plays no sound', () => {
      const { container } = renderWithProviders(<HeroSlideshow />);
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
      advance(SLIDE_DURATION_MS * 3);
      expect(title()).toBe(HERO_SLIDES[0]!.title);
      expect(container.querySelector('video, audio')).toBeNull();
      expect(media.played).toHaveLength(0);
    });
  });

  describe('with Save-Data', () => {
    beforeEach(() => {
      Object.defineProperty(navigator, 'connection', { configurable: true, value: Object.assign(new EventTarget(), { saveData: true }) });
    });
    afterEach(() => {
      delete (navigator as { connection?: unknown }).connection;
    });

    it('loads no video and plays no sound', () => {
      const { container } = renderWithProviders(<HeroSlideshow />);
      advance(SLIDE_DURATION_MS);
      expect(container.querySelector('video, audio')).toBeNull();
      expect(title()).toBe(HERO_SLIDES[1]!.title);
    });
  });
});
