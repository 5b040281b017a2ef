import { takeSessionStarted } from '@wellness/shared/contract';
import { HANDSHAKE_ID, SESSION_CALLS_KEY, SESSION_TOKEN_STORAGE_KEY } from '@wellness/shared/site-protocol';
import { apiUrl, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { startSessionCalls } from './startSessionCalls';

/** The handshake a guarded page gets from the site's server, with the calls it makes first with the session. */
const handshake = (session: Record<string, string>) =>
  document.body.append(Object.assign(document.createElement('script'), { type: 'application/json', id: HANDSHAKE_ID, textContent: JSON.stringify({ started: {}, session, navigation: {}, data: {} }) }));

describe("the shell's entry starts a guarded page's first calls with the session", () => {
  startMockApi();
  afterEach(() => {
    document.getElementById(HANDSHAKE_ID)?.remove();
    localStorage.clear();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(SESSION_CALLS_KEY)];
    document.documentElement.lang = 'en';
  });

  it('asks as the page would (its token, the page’s language), and the page takes the answer once, without asking again', async () => {
    document.documentElement.lang = 'es';
    localStorage.setItem(SESSION_TOKEN_STORAGE_KEY, 'tok-1');
    handshake({ '/api/bookings/mine': apiUrl('/api/bookings/mine') });
    const asked: { authorization: string | null; language: string | null }[] = [];
    server.use(
      http.get(apiUrl('/api/bookings/mine'), ({ request }) => {
        asked.push({ authorization: request.headers.get('Authorization'), language: request.headers.get('Accept-Language') });
        return HttpResponse.json({ data: { bookings: [{ id: 'b1' }] } });
      }),
    );
    startSessionCalls();
    await expect(takeSessionStarted('/api/bookings/mine', 'tok-1', 1000)).resolves.toEqual({ bookings: [{ id: 'b1' }] });
    await expect(takeSessionStarted('/api/bookings/mine', 'tok-1', 1000)).resolves.toBeNull();
    expect(asked).toEqual([{ authorization: 'Bearer tok-1', language: 'es' }]);
  });

  it('starts nothing for a visitor who is not signed in', async () => {
    handshake({ '/api/bookings/mine': apiUrl('/api/bookings/mine') });
    let asked = 0;
    server.use(http.get(apiUrl('/api/bookings/mine'), () => ((asked += 1), HttpResponse.json({ data: {} }))));
    startSessionCalls();
    await expect(takeSessionStarted('/api/bookings/mine', null, 1000)).resolves.toBeNull();
    expect(asked).toBe(0);
  });

  it('gives the page nothing when the call was refused, or made with a session that is no longer the page’s', async () => {
    localStorage.setItem(SESSION_TOKEN_STORAGE_KEY, 'expired');
    handshake({ '/api/a': apiUrl('/api/a'), '/api/b': apiUrl('/api/b') });
    server.use(
      http.get(apiUrl('/api/a'), () => HttpResponse.json({ error: { code: 'UNAUTHORIZED', message: 'Sign in' } }, { status: 401 })),
      http.get(apiUrl('/api/b'), () => HttpResponse.json({ data: 'b' })),
    );
    startSessionCalls();
    await expect(takeSessionStarted('/api/a', 'expired', 1000)).resolves.toBeNull();
    await expect(takeSessionStarted('/api/b', 'renewed', 1000)).resolves.toBeNull();
  });

  it('resolves once every call it started has answered or failed, and at once when it started none', async () => {
    await expect(startSessionCalls()).resolves.toBeUndefined();
    localStorage.setItem(SESSION_TOKEN_STORAGE_KEY, 'tok-1');
    handshake({ '/api/a': apiUrl('/api/a'), '/api/b': apiUrl('/api/b') });
    let open = () => undefined as void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    server.use(
      http.get(apiUrl('/api/a'), async () => (await gate, HttpResponse.json({ data: 'a' }))),
      http.get(apiUrl('/api/b'), () => HttpResponse.json({ error: { code: 'UNAUTHORIZED', message: 'Sign in' } }, { status: 401 })),
    );
    let settled = false;
    const all = startSessionCalls().then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(settled).toBe(false);
    open();
    await all;
    expect(settled).toBe(true);
  });
});
