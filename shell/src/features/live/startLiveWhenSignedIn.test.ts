import { signedIn } from '@wellness/shared/contract';
import { makeTestStore } from '@wellness/shared/testing';
import { startLiveWhenSignedIn } from './startLiveWhenSignedIn';

const user = { id: 'u1', email: 'a@example.com', role: 'user' as const, firstName: 'A', lastName: 'B', phone: '' };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('starting the live channel from the shell', () => {
  it('loads it only after the first paint and once signed in, and only once', async () => {
    const store = makeTestStore();
    const startLive = jest.fn();
    const load = jest.fn(async () => ({ startLive }) as never);
    let painted: () => void = () => {};
    startLiveWhenSignedIn(store, new Promise<void>((resolve) => (painted = resolve)), load);
    store.dispatch(signedIn({ user, token: 'tok' }));
    await flush();
    expect(load).not.toHaveBeenCalled();
    painted();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(startLive).toHaveBeenCalledWith(store);
    store.dispatch(signedIn({ user, token: 'tok2' }));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a signed-out visitor', async () => {
    const store = makeTestStore();
    const load = jest.fn();
    startLiveWhenSignedIn(store, Promise.resolve(), load);
    await flush();
    expect(load).not.toHaveBeenCalled();
  });
});
