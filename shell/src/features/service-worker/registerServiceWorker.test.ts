import { registerServiceWorker } from './registerServiceWorker';

/** A stand-in for the browser's service worker container (jsdom has none). */
function fakeContainer() {
  const installing = Object.assign(new EventTarget(), { state: 'installing' });
  const registration = Object.assign(new EventTarget(), { installing });
  const container = Object.assign(new EventTarget(), { controller: null, register: jest.fn(async () => registration) });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, registration, installing };
}

describe('registerServiceWorker', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it("registers /sw.js for the whole site, telling it the API's origin, and says when the site works offline", async () => {
    const { container, registration, installing } = fakeContainer();
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    registerServiceWorker('http://api.test:4000/some/path');
    expect(container.register).toHaveBeenCalledWith('/sw.js?api=http%3A%2F%2Fapi.test%3A4000', { scope: '/' });
    await Promise.resolve();
    registration.dispatchEvent(new Event('updatefound'));
    installing.state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
    expect(log).toHaveBeenCalledWith('App is ready to work offline');
    log.mockRestore();
  });

  it('does nothing in a browser without service workers', () => {
    expect('serviceWorker' in navigator).toBe(false);
    expect(() => registerServiceWorker('http://api.test')).not.toThrow();
  });
});
