import { Suspense, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useSampleDataWhen } from './sampleData';
import { useWithFallback } from './withFallback';

const names = (data: { programs: { name: string }[] }) => data.programs.slice(0, 2).map((p) => p.name);
const wrapper = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

describe('useWithFallback', () => {
  it("shows the API's answer, without loading the sample data", () => {
    const { result } = renderHook(() => useWithFallback({ data: ['From the API'], isError: false, isFetching: false }, names), { wrapper });
    expect(result.current).toEqual({ items: ['From the API'], source: 'api' });
  });

  it('waits while the API has not answered', () => {
    const { result } = renderHook(() => useWithFallback<string[]>({ isError: false, isFetching: true }, names), { wrapper });
    expect(result.current).toEqual({ items: undefined, source: 'loading' });
  });

  it('shows the bundled sample data once the API has failed, and an unusable answer falls back too', async () => {
    // The sample data loads on demand: the hook suspends until it has arrived.
    const failed = await act(async () => renderHook(() => useWithFallback<string[]>({ isError: true, isFetching: false, error: { status: 500 } }, names), { wrapper }));
    await waitFor(() => expect(failed.result.current?.source).toBe('sample'));
    expect(failed.result.current.items).toHaveLength(2);
    expect(failed.result.current.items?.[0]).toEqual(expect.any(String));

    const empty = renderHook(() => useWithFallback<string[]>({ data: [], isError: false, isFetching: false }, names, (d) => d.length > 0), { wrapper });
    expect(empty.result.current).toEqual(failed.result.current);
  });
});

describe('useSampleDataWhen', () => {
  it('gives nothing until asked, then the sample data without suspending', async () => {
    const { result, rerender } = renderHook(({ needed }) => useSampleDataWhen(needed), { initialProps: { needed: false } });
    expect(result.current).toBeNull();
    await act(async () => rerender({ needed: true }));
    await waitFor(() => expect(result.current?.programs.length).toBeGreaterThan(0));
  });
});
