import { registerWhenSettled } from './registerWhenSettled';

describe('registerWhenSettled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits, on a loaded page, until the app has started, then registers when the browser is idle', async () => {
    let started!: () => void;
    const register = jest.fn();
    registerWhenSettled(register, new Promise<void>((resolve) => (started = resolve)));
    await jest.advanceTimersByTimeAsync(5_000);
    expect(register).not.toHaveBeenCalled();
    started();
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers after the latest moment when the app never says it started (a page of its own, an error)', async () => {
    const register = jest.fn();
    registerWhenSettled(register, new Promise<void>(() => undefined), 10_000);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(register).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(2_001);
    expect(register).toHaveBeenCalledTimes(1);
  });
});
