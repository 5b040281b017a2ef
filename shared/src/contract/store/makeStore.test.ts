import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Middleware } from '@reduxjs/toolkit';
import { addMiddleware, LATE_MIDDLEWARE_JOINED, makeStore } from './makeStore';

// A full garbage collection on demand (node's --expose-gc, turned on from here).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('makeStore', () => {
  it('gives a middleware added later to every store, those made before it too, once each', () => {
    const before = makeStore();
    const seen: string[] = [];
    const made: string[] = [];
    const middleware: Middleware = () => {
      made.push('instance');
      return (next) => (action) => {
        seen.push((action as { type: string }).type);
        return next(action);
      };
    };
    addMiddleware(middleware);
    addMiddleware(middleware);
    const after = makeStore();
    before.dispatch({ type: 'test/one' });
    after.dispatch({ type: 'test/two' });
    before.dispatch({ type: 'test/three' });
    // The store made before the middleware first runs the reducers injected with it (joinLateMiddleware), once.
    expect(seen).toEqual([LATE_MIDDLEWARE_JOINED, 'test/one', 'test/two', 'test/three']);
    expect(made).toHaveLength(2);
  });

  it('keeps no store once nothing uses it, as the site’s server makes one a render', async () => {
    addMiddleware(() => (next) => (action) => next(action));
    // The state, not the store object: the middleware see the store through closures of its own.
    const states = Array.from({ length: 20 }, () => {
      const store = makeStore();
      store.dispatch({ type: 'test/used' });
      return new WeakRef(store.getState());
    });
    await nextTurn();
    collectGarbage();
    await nextTurn();
    expect(states.filter((ref) => ref.deref() !== undefined)).toHaveLength(0);
  });
});
