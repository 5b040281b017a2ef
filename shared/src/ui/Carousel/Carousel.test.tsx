import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './Carousel';

function setGeometry(strip: HTMLElement, { scrollLeft = 0, clientWidth = 600, scrollWidth = 2000 } = {}) {
  Object.defineProperty(strip, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: scrollWidth });
  strip.scrollLeft = scrollLeft;
}

function setup(props: Partial<React.ComponentProps<typeof Carousel>> = {}) {
  render(
    <Carousel label="Wellness programs" {...props}>
      <div>One</div>
      <div>Two</div>
      <div>Three</div>
    </Carousel>,
  );
  const strip = screen.getByRole('region', { name: 'Wellness programs' });
  const scrollBy = jest.fn();
  strip.scrollBy = scrollBy as unknown as typeof strip.scrollBy;
  setGeometry(strip);
  fireEvent.scroll(strip);
  return { strip, scrollBy };
}

describe('Carousel', () => {
  const width = window.innerWidth;
  afterEach(() => {
    window.innerWidth = width;
  });

  it('renders its items as a list inside a focusable, labelled region', () => {
    const { strip } = setup();
    expect(strip).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('disables the left arrow at the start and scrolls 350 px smoothly on desktop', async () => {
    window.innerWidth = 1280;
    const { scrollBy } = setup();
    expect(screen.getByRole('button', { name: 'Scroll left' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Scroll right' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 350, behavior: 'smooth' });
  });

  it('steps 280 px at widths of 768 or less', async () => {
    window.innerWidth = 768;
    const { scrollBy } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Scroll right' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 280, behavior: 'smooth' });
  });

  it('uses the step prop, scrolls with arrow keys and disables the right arrow at the end', async () => {
    const { strip, scrollBy } = setup({ step: 340 });
    strip.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 340, behavior: 'smooth' });
    await userEvent.keyboard('{ArrowLeft}');
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -340, behavior: 'smooth' });
    setGeometry(strip, { scrollLeft: 1400 });
    fireEvent.scroll(strip);
    expect(await screen.findByRole('button', { name: 'Scroll right' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Scroll left' })).toBeEnabled();
  });

  it('keeps the focus on the other arrow when the pressed one is disabled at the end of the strip', async () => {
    const { strip } = setup({ step: 700 });
    const next = screen.getByRole('button', { name: 'Scroll right' });
    const prev = screen.getByRole('button', { name: 'Scroll left' });
    await userEvent.click(next);
    setGeometry(strip, { scrollLeft: 700 });
    fireEvent.scroll(strip);
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    setGeometry(strip, { scrollLeft: 1400 });
    fireEvent.scroll(strip);
    expect(next).toBeDisabled();
    expect(prev).toHaveFocus();
    // Back at the start, the focus returns to the right arrow.
    await userEvent.keyboard('{Enter}');
    setGeometry(strip, { scrollLeft: 0 });
    fireEvent.scroll(strip);
    expect(prev).toBeDisabled();
    expect(next).toHaveFocus();
  });

  it('moves the focus to the strip when neither arrow can move any more', async () => {
    const { strip } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Scroll right' }));
    setGeometry(strip, { scrollLeft: 0, scrollWidth: 600 });
    fireEvent.scroll(strip);
    expect(strip).toHaveFocus();
  });

  it('scrolls instantly when reduced motion is preferred', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
    try {
      const { scrollBy } = setup({ step: 300 });
      await userEvent.click(screen.getByRole('button', { name: 'Scroll right' }));
      expect(scrollBy).toHaveBeenCalledWith({ left: 300, behavior: 'auto' });
    } finally {
      window.matchMedia = original;
    }
  });
});
