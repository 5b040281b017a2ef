import { createTestApi } from '../../test/harness';

it('GET /healthz/event-loop exists only with EVENT_LOOP_PROBE, and reports the longest delay since its reset', async () => {
  const plain = await createTestApi();
  try {
    expect((await plain.request({ method: 'GET', url: '/healthz/event-loop' })).statusCode).toBe(404);
  } finally {
    await plain.close();
  }
  const probed = await createTestApi({ config: { eventLoopProbe: true } });
  try {
    await probed.request({ method: 'GET', url: '/healthz/event-loop?reset=1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    while (Date.now() - started < 120) {
      // Holds the event loop for 120 ms.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = (await probed.request({ method: 'GET', url: '/healthz/event-loop?reset=1' })).json().data;
    expect(after.maxMs).toBeGreaterThanOrEqual(100);
    const again = (await probed.request({ method: 'GET', url: '/healthz/event-loop' })).json().data;
    expect(again.maxMs).toBeLessThan(after.maxMs);
  } finally {
    await probed.close();
  }
});
