import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { BALANCE_DUE_DAYS } from '../domain/booking';
import { TEST_API_BASE_URL } from './index';

export { http, HttpResponse, delay } from 'msw';

/** An address on the API the test store points at: `apiUrl('/auth/login')`. */
export const apiUrl = (path: string) => `${TEST_API_BASE_URL}${path}`;

/**
 * What every test's API answers unless the test says otherwise, for the two calls any page with a price makes: the
 * exchange rates (`ConvertedPrice`), as a fresh API answers before its first rates are loaded (none, so no conversion
 * is offered), and the platform's money terms at the API's defaults. A test about either adds its own answer with
 * `server.use(...)`, which comes first.
 */
const defaults = [
  http.get(apiUrl('/api/rates'), () => HttpResponse.json({ data: { date: null, perEuro: {}, fresh: false } })),
  http.get(apiUrl('/api/money/terms'), () => HttpResponse.json({ data: { commissionPercent: 15, balanceDueDays: BALANCE_DUE_DAYS } })),
];

/** The mock API of component tests (MSW): each test adds the handlers it needs with `server.use(...)`. */
export const server = setupServer(...defaults);

/**
 * A request without a handler, made while a test runs, fails that test (MSW itself only logs it, and the request fails
 * with a network error the page may well swallow, so a test could pass on a call it never meant). Requests made once
 * the test is over (a component's clean-up) are not counted: they belong to no test.
 */
export function startMockApi(): void {
  let running = false;
  let unhandled: string[] = [];
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request) => {
        if (running) unhandled.push(`${request.method} ${request.url}`);
      },
    }),
  );
  beforeEach(() => {
    running = true;
  });
  afterEach(() => {
    running = false;
    const missed = unhandled;
    unhandled = [];
    server.resetHandlers();
    if (missed.length > 0) throw new Error(`The test made requests no handler answers (add one with server.use):\n${[...new Set(missed)].join('\n')}`);
  });
  afterAll(() => server.close());
}
