import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@wellness/shared/testing';
import { mockIntersectionObserver } from '../../testing/intersection';
import { LazySection } from './LazySection';
import { NEAR_VIEWPORT_MARGIN } from './useNearViewport';

function Content() {
  return <p>Section content</p>;
}

describe('LazySection', () => {
  let io: ReturnType<typeof mockIntersectionObserver>;
  beforeEach(() => {
    io = mockIntersectionObserver();
  });
  afterEach(() => io.restore());

  const renderSection = (load: () => Promise<{ default: () => React.JSX.Element }>) =>
    renderWithProviders(<LazySection load={load} placeholder={<p>Placeholder</p>} className="slot" />);

  it('holds its place and loads nothing on the first view while it is off screen', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Content }));
    const { container } = renderSection(load);
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
    // An edge touching the fold is not on screen.
    await io.intersect(container.firstElementChild!, 0);
    expect(load).not.toHaveBeenCalled();
    expect(io.observers.every((o) => !o.options.rootMargin)).toBe(true);
  });

  it('loads at once when it is on screen on the first view', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Content }));
    const { container } = renderSection(load);
    await io.intersect(container.firstElementChild!, 0.2);
    expect(await screen.findByText('Section content')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('once the visitor moves, loads when it comes within a screen of the viewport', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Content }));
    const { container } = renderSection(load);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    const ahead = io.observers.find((o) => o.options.rootMargin === NEAR_VIEWPORT_MARGIN);
    expect(ahead).toBeDefined();
    await io.intersect(container.firstElementChild!, 0, { margin: true });
    expect(await screen.findByText('Section content')).toBeInTheDocument();
  });

  it('its box skips rendering while off screen (content-visibility), beside the class it is given, loaded or rendered at once', () => {
    const { container } = renderSection(() => new Promise(() => {}));
    expect(container.firstElementChild).toHaveClass('section', 'slot');
    const { container: rendered } = renderWithProviders(<LazySection load={() => new Promise(() => {})} placeholder={null} content={Content} />);
    expect(rendered.firstElementChild).toHaveClass('section');
    expect(rendered.firstElementChild).toHaveTextContent('Section content');
  });

  it('says so when its code cannot load, and tries again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const load = jest.fn(() => (fail ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ default: Content })));
    const { container } = renderSection(load);
    await io.intersect(container.firstElementChild!, 1);
    expect(await screen.findByText('This section could not load.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Section content')).toBeInTheDocument();
    warn.mockRestore();
    error.mockRestore();
  });
});
