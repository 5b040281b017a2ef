import { apiUrl, delay, http, HttpResponse, server, startMockApi } from '@wellness/shared/testing/msw';
import { preloadLink } from '../../testing/preloadLink';
import { serverStartedCall, takeServerStarted } from './serverStarted';

describe('calls the site’s server started with the page', () => {
  startMockApi();
  let preload: HTMLLinkElement;
  beforeEach(() => {
    preload = preloadLink(apiUrl('/program-categories'));
    document.head.append(preload);
  });
  afterEach(() => preload.remove());

  it('finds a call by its path and takes its data', async () => {
    server.use(http.get(apiUrl('/program-categories'), () => HttpResponse.json({ data: [{ id: 'c1' }] })));
    expect(serverStartedCall('/program-categories')).toBe(apiUrl('/program-categories'));
    await expect(takeServerStarted('/program-categories', 1000)).resolves.toEqual([{ id: 'c1' }]);
  });

  it('gives nothing for a call the server did not start, without asking the API', async () => {
    expect(serverStartedCall('/destinations')).toBeNull();
    await expect(takeServerStarted('/destinations', 1000)).resolves.toBeNull();
  });

  it('gives nothing when the call fails or answers too late', async () => {
    server.use(http.get(apiUrl('/program-categories'), () => HttpResponse.json({ error: { code: 'DOWN', message: 'down' } }, { status: 503 })));
    await expect(takeServerStarted('/program-categories', 1000)).resolves.toBeNull();
    server.use(http.get(apiUrl('/program-categories'), async () => {
      await delay(300);
      return HttpResponse.json({ data: [] });
    }));
    await expect(takeServerStarted('/program-categories', 20)).resolves.toBeNull();
  });
});
