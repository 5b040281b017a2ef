import { act, renderHook } from '@testing-library/react';
import { useScrolledPast } from './useScrolledPast';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrolledPast', () => {
  // Before React Testing Library unmounts the hook, so the scroll back is an update inside act().
  afterEach(() => act(() => scrollTo(0)));

  it('turns true only past 10 px', () => {
    const { result } = renderHook(() => useScrolledPast());
    expect(result.current).toBe(false);
    act(() => scrollTo(10));
    expect(result.current).toBe(false);
    act(() => scrollTo(11));
    expect(result.current).toBe(true);
    act(() => scrollTo(0));
    expect(result.current).toBe(false);
  });
});

describe('useScrolledPast on a page that opens scrolled', () => {
  afterEach(() => act(() => scrollTo(0)));

  it('reads the position on the next frame, without waiting for a scroll', async () => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    const { result } = renderHook(() => useScrolledPast());
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(result.current).toBe(true);
  });
});
