import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadSession } from './auth/load-session';
import { activateLocale } from './i18n/catalogues';
import { initialLocale } from './i18n/locales';
import { firstScreenShown } from './lib/idle';
import { yieldToMain } from './lib/yield';
import { createAppRouter } from './router';
import { preloadSignApi } from './sign/sign-api';
import { preloadSignState } from './sign/sign-provider';

/**
 * The app's start, after main.tsx has loaded it: creating the router and rendering each run in a task of their
 * own, so none of them holds the main thread for long on a slow phone.
 */
export async function boot(element: HTMLElement, assumeSignedOut: boolean): Promise<void> {
  // The catalogue of the language the page starts in (only that one: each is a chunk of its own).
  const language = activateLocale(initialLocale());
  // A visitor with no session on /login sees the page at once and Firebase loads once it is idle; everyone
  // else waits for Firebase's answer and then for the sign, so those downloads start now, side by side.
  if (!assumeSignedOut) {
    for (const preload of [loadSession, preloadSignApi, preloadSignState]) void preload().catch(() => {});
  }
  // The Ogham letters' font (inlined in the CSS) decoded before the first layout: laid out while it was still
  // loading, each letter sent the browser searching the system's fonts for the glyph, which slowed /login's first layout.
  const ogham = document.fonts.load('1em "Noto Sans Ogham"', '\u1681').catch(() => {});
  await yieldToMain();
  const router = createAppRouter();
  // The page's route chunks download beside the catalogue (and, signed in, Firebase), not after them.
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => {});
  const unsubscribe = router.subscribe('onResolved', () => {
    unsubscribe();
    firstScreenShown();
  });
  await yieldToMain();
  await ogham;
  await language;
  const root = createRoot(element);
  // As a transition the first render is time-sliced: React yields to the browser every few milliseconds
  // instead of building the whole page in one task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} assumeSignedOut={assumeSignedOut} />
      </StrictMode>,
    ),
  );
}
