import { act, render, screen } from '@testing-library/react';
import { useDebounced } from './useDebounced';

function Probe({ value }: { value: string }) {
  return <p>{useDebounced(value, 200)}</p>;
}

describe('useDebounced', () => {
  afterEach(() => jest.useRealTimers());

  it('gives the value once it has not changed for the delay', () => {
    jest.useFakeTimers();
    const { rerender } = render(<Probe value="s" />);
    rerender(<Probe value="sp" />);
    act(() => jest.advanceTimersByTime(150));
    rerender(<Probe value="spa" />);
    act(() => jest.advanceTimersByTime(150));
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^s$/);
    act(() => jest.advanceTimersByTime(50));
    expect(screen.getByRole('paragraph')).toHaveTextContent(/^spa$/);
  });
});
