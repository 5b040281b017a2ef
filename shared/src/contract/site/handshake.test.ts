import { serverStartedCalls } from '@wellness/shared/testing';
import { apiUrl, delay, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { hasServerData, readHandshake, serverStartedCall, takeServerData, takeServerStarted, takeSessionStarted, type SessionCall } from './handshake';
import { HANDSHAKE_ID, SESSION_CALLS_KEY } from './protocol.mjs';

describe('the handshake the site’s server writes in the page', () => {
  startMockApi();
  afterEach(() => document.getElementById(HANDSHAKE_ID)?.remove());

  it('is empty in a page served without it, or when it is not JSON', () => {
    expect(readHandshake()).toEqual({ started: {}, session: {}, navigation: {}, data: {} });
    const script = serverStartedCalls({});
    script.textContent = '{not json';
    expect(readHandshake()).toEqual({ started: {}, session: {}, navigation: {}, data: {} });
  });

  it('names the calls the server started; a page takes each answer once', async () => {
    serverStartedCalls({ '/program-categories': apiUrl('/program-categories') });
    let asked = 0;
    server.use(http.get(apiUrl('/program-categories'), () => {
      asked += 1;
      return HttpResponse.json({ data: [{ id: 'c1' }] });
    }));
    expect(serverStartedCall('/program-categories')).toBe(apiUrl('/program-categories'));
    await expect(takeServerStarted('/program-categories', 1000)).resolves.toEqual([{ id: 'c1' }]);
    await expect(takeServerStarted('/program-categories', 1000)).resolves.toBeNull();
    expect(serverStartedCall('/program-categories')).toBeNull();
    expect(asked).toBe(1);
  });

  it('gives nothing for a call the server did not start, without asking the API', async () => {
    serverStartedCalls({ '/faqs': apiUrl('/faqs') });
    expect(serverStartedCall('/destinations')).toBeNull();
    await expect(takeServerStarted('/destinations', 1000)).resolves.toBeNull();
  });

  it('gives nothing when the call fails or answers too late', async () => {
    serverStartedCalls({ '/down': apiUrl('/down'), '/slow': apiUrl('/slow') });
    server.use(
      http.get(apiUrl('/down'), () => HttpResponse.json({ error: { code: 'DOWN', message: 'down' } }, { status: 503 })),
      http.get(apiUrl('/slow'), async () => {
        await delay(300);
        return HttpResponse.json({ data: [] });
      }),
    );
    await expect(takeServerStarted('/down', 1000)).resolves.toBeNull();
    await expect(takeServerStarted('/slow', 20)).resolves.toBeNull();
  });

  it('hands the answers the server view was rendered with once, without asking the API', async () => {
    let asked = 0;
    server.use(http.get(apiUrl('/api/programs/by-slug/held'), () => {
      asked += 1;
      return HttpResponse.json({ data: { slug: 'asked' } });
    }));
    serverStartedCalls({ '/api/programs/by-slug/held': apiUrl('/api/programs/by-slug/held') }, { '/api/programs/by-slug/held': { slug: 'held' }, '/other': [1] });
    expect(hasServerData('/api/programs/by-slug/held')).toBe(true);
    await expect(takeServerStarted('/api/programs/by-slug/held', 1000)).resolves.toEqual({ slug: 'held' });
    expect(hasServerData('/api/programs/by-slug/held')).toBe(false);
    expect(takeServerData('/other')).toEqual([1]);
    expect(takeServerData('/other')).toBeUndefined();
    expect(takeServerData('/never')).toBeUndefined();
    expect(asked).toBe(0);
  });

  it('gives a call started with the session to the page of that session, once, and nothing when it answers too late', async () => {
    const calls = new Map<string, SessionCall>([
      ['/api/now', { token: 't', answer: Promise.resolve({ data: 'now' }) }],
      ['/api/never', { token: 't', answer: new Promise(() => undefined) }],
    ]);
    (globalThis as Record<symbol, unknown>)[Symbol.for(SESSION_CALLS_KEY)] = calls;
    try {
      await expect(takeSessionStarted('/api/now', 't', 1000)).resolves.toBe('now');
      await expect(takeSessionStarted('/api/now', 't', 1000)).resolves.toBeNull();
      await expect(takeSessionStarted('/api/never', 't', 20)).resolves.toBeNull();
      await expect(takeSessionStarted('/api/other', 't', 1000)).resolves.toBeNull();
    } finally {
      delete (globalThis as Record<symbol, unknown>)[Symbol.for(SESSION_CALLS_KEY)];
    }
  });
});
