import { afterFirstPaint } from './afterFirstPaint';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static latest: FakePaintObserver | null = null;
  disconnected = false;
  constructor(readonly callback: Callback) {
    FakePaintObserver.latest = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(name: string) {
    this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

const original = globalThis.PerformanceObserver;

beforeEach(() => {
  jest.useFakeTimers();
  FakePaintObserver.latest = null;
  Object.assign(globalThis, { PerformanceObserver: FakePaintObserver });
});

afterEach(() => {
  jest.useRealTimers();
  Object.assign(globalThis, { PerformanceObserver: original });
});

test('starts once the first contentful paint is reported, and only once', () => {
  const start = jest.fn();
  afterFirstPaint(start);
  FakePaintObserver.latest!.report('first-paint');
  expect(start).not.toHaveBeenCalled();

  FakePaintObserver.latest!.report('first-contentful-paint');
  expect(start).toHaveBeenCalledTimes(1);
  expect(FakePaintObserver.latest!.disconnected).toBe(true);

  jest.advanceTimersByTime(5000);
  expect(start).toHaveBeenCalledTimes(1);
});

test('starts after the fallback delay when no paint is reported', () => {
  const start = jest.fn();
  afterFirstPaint(start, 300);
  jest.advanceTimersByTime(299);
  expect(start).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(start).toHaveBeenCalledTimes(1);
});

test('starts at once in a browser without paint timing', () => {
  Object.assign(globalThis, { PerformanceObserver: undefined });
  const start = jest.fn();
  afterFirstPaint(start);
  expect(start).toHaveBeenCalledTimes(1);
});

test('starts at once in a hidden tab, which paints nothing', () => {
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const start = jest.fn();
  afterFirstPaint(start);
  expect(start).toHaveBeenCalledTimes(1);
  expect(FakePaintObserver.latest).toBeNull();
  visibility.mockRestore();
});
