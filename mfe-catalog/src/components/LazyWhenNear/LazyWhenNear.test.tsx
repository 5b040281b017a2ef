import { act, render, screen } from '@testing-library/react';
import { LazyWhenNear } from './LazyWhenNear';

describe('LazyWhenNear', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('holds the placeholder until the spot comes near the viewport, then renders its content', () => {
    let callback: IntersectionObserverCallback = () => undefined;
    const observe = jest.fn();
    globalThis.IntersectionObserver = jest.fn((cb: IntersectionObserverCallback, options?: IntersectionObserverInit) => {
      callback = cb;
      expect(options?.rootMargin).toBe('600px 0px');
      return { observe, disconnect: jest.fn(), unobserve: jest.fn(), takeRecords: () => [], root: null, rootMargin: '', thresholds: [] };
    }) as unknown as typeof IntersectionObserver;
    render(<LazyWhenNear placeholder={<p>room</p>}><p>content</p></LazyWhenNear>);
    expect(screen.getByText('room')).toBeInTheDocument();
    expect(screen.queryByText('content')).not.toBeInTheDocument();
    expect(observe).toHaveBeenCalled();
    act(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('content')).toBeInTheDocument();
  });
});
