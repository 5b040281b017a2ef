import { act, render, screen } from '@testing-library/react';
import { useIsMobile, usePrefersReducedMotion } from './useMediaQuery';

function Probe() {
  return <p>{`${useIsMobile()} ${usePrefersReducedMotion()}`}</p>;
}

describe('media query hooks', () => {
  it('follow matchMedia and its changes', () => {
    const listeners = new Set<() => void>();
    let mobile = true;
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      media: query,
      get matches() {
        return query === '(max-width: 768px)' ? mobile : false;
      },
      addEventListener: (_: string, cb: () => void) => listeners.add(cb),
      removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
    })) as unknown as typeof window.matchMedia;
    try {
      render(<Probe />);
      expect(screen.getByText('true false')).toBeInTheDocument();
      mobile = false;
      act(() => listeners.forEach((cb) => cb()));
      expect(screen.getByText('false false')).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
