import { setupServer } from 'msw/node';
import { TEST_API_BASE_URL } from './index';

export { http, HttpResponse, delay } from 'msw';

/** An address on the API the test store points at: `apiUrl('/auth/login')`. */
export const apiUrl = (path: string) => `${TEST_API_BASE_URL}${path}`;

/**
 * The mock API of component tests (MSW): each test adds the handlers it needs with `server.use(...)`, and any
 * request without one fails the test.
 */
export const server = setupServer();

export function startMockApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
