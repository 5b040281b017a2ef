import { act, renderHook } from '@testing-library/react';
import { useUrlCriteria } from './useUrlCriteria';

interface Criteria { category?: string }

test('a change shows at once, while the URL it was made on is still current', () => {
  const { result } = renderHook(({ fromUrl, search }) => useUrlCriteria<Criteria>(fromUrl, search), {
    initialProps: { fromUrl: {} as Criteria, search: '?country=Greece' },
  });
  expect(result.current[0]).toEqual({});
  act(() => result.current[1]({ category: 'spa' }));
  expect(result.current[0]).toEqual({ category: 'spa' });
});

test('once the URL moves (the navigation landed, or back and forward), the URL is what shows', () => {
  const { result, rerender } = renderHook(({ fromUrl, search }) => useUrlCriteria<Criteria>(fromUrl, search), {
    initialProps: { fromUrl: {} as Criteria, search: '' },
  });
  act(() => result.current[1]({ category: 'spa' }));
  rerender({ fromUrl: { category: 'yoga' }, search: '?category=yoga' });
  expect(result.current[0]).toEqual({ category: 'yoga' });
  // Coming back to the first URL does not bring the old pending change back.
  rerender({ fromUrl: {}, search: '' });
  expect(result.current[0]).toEqual({});
});
