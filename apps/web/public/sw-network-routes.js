// Imported by the service worker (vite.config.ts). Requests the worker has nothing to do with skip it entirely,
// through the browser's static routing where there is one (Chromium): the API, whose answers are never cached
// by the worker, and every other origin (Firebase Auth, Google's sign-in). Browsers without static routing give
// them to the worker's fetch handler, which has no route for them and leaves them to the network.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  const { protocol, hostname, port } = self.location;
  const ownOrigin = new URLPattern({ protocol: protocol.slice(0, -1), hostname, port });
  try {
    event
      .addRoutes([
        { condition: { urlPattern: new URLPattern({ pathname: '/api/*' }) }, source: 'network' },
        { condition: { urlPattern: new URLPattern({ pathname: '/trpc/*' }) }, source: 'network' },
        { condition: { not: { urlPattern: ownOrigin } }, source: 'network' },
      ])
      .catch((error) => console.warn('Service worker static routes not set', error));
  } catch (error) {
    console.warn('Service worker static routes not set', error);
  }
});
