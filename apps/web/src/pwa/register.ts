import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './update-state';

const hourMs = 60 * 60 * 1000;

/**
 * Registers the service worker (vite-plugin-pwa's Workbox worker: the built app precached, pages answered with
 * the app shell, the API always from the network). main.tsx loads this module once the first screen is usable.
 *
 * A new deploy installs beside the running version and waits; the person is asked before it takes over
 * (update-prompt.tsx), and taking over reloads the page, so old and new chunks never meet in one page. An open
 * app looks for a new version every hour and when the network comes back.
 */
export function registerServiceWorker(): void {
  const updateSW = registerSW({
    onNeedRefresh: () => offerUpdate(() => updateSW(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine) registration.update().catch(() => {});
      };
      setInterval(check, hourMs);
      window.addEventListener('online', check);
    },
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  });
}
