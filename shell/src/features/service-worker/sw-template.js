/* The shell's service worker: an offline shell, cached static assets, never API responses.
   ServiceWorkerPlugin fills in the build id and the precache list. */
const BUILD_ID = '__BUILD_ID__';
const PRECACHE = __PRECACHE__;
const SHELL_CACHE = `shell-${BUILD_ID}`;
const ASSET_CACHE = 'assets-v1';
const STATIC_ASSET = /\.(?:js|css|woff2?|webp|avif|svg|png|ico)$/;
const REVALIDATE = /(?:remoteEntry\.js|mf-manifest\.json|config\.json)$/;
const apiOrigin = new URL(self.location.href).searchParams.get('api');

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('shell-') && key !== SHELL_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, fallbackUrl) {
  try {
    const response = await fetch(request);
    if (response.ok && !fallbackUrl) (await caches.open(ASSET_CACHE)).put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(fallbackUrl ?? request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) (await caches.open(ASSET_CACHE)).put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (apiOrigin && url.origin === apiOrigin) return; // API responses are never cached.
  if (request.mode === 'navigate' && url.origin === self.location.origin) {
    event.respondWith(networkFirst(request, '/index.html'));
    return;
  }
  if (REVALIDATE.test(url.pathname)) {
    event.respondWith(networkFirst(request));
    return;
  }
  if (STATIC_ASSET.test(url.pathname)) event.respondWith(cacheFirst(request));
});
