/** Registers /sw.js (scope /) and reloads the page once an updated worker takes control. */
export function registerServiceWorker(apiBaseUrl: string): void {
  if (!('serviceWorker' in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  const url = `/sw.js?api=${encodeURIComponent(new URL(apiBaseUrl).origin)}`;
  navigator.serviceWorker
    .register(url, { scope: '/' })
    .then((registration) => {
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state !== 'installed') return;
          console.log(navigator.serviceWorker.controller ? 'New content available' : 'App is ready to work offline');
        });
      });
    })
    .catch((error: unknown) => console.error('Service worker registration failed:', error));
}
