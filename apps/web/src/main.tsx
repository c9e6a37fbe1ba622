import '@fontsource-variable/cinzel';
import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadSession } from './auth/auth-provider';
import { startsSignedOut } from './auth/session-hint';
import { afterLoadWhenIdle } from './lib/idle';
import { yieldToMain } from './lib/yield';
import { createAppRouter } from './router';
import { preloadSignApi } from './sign/sign-api';
import { preloadSignState } from './sign/sign-provider';

/**
 * Start-up in short tasks: evaluating the modules, creating the router and rendering each run in a task of
 * their own, so none of them holds the main thread for long on a slow phone.
 */
async function start(element: HTMLElement): Promise<void> {
  // A visitor with no session on /login sees the page at once and Firebase loads once it is idle; everyone
  // else waits for Firebase's answer and then for the sign, so those downloads start now, side by side.
  const assumeSignedOut = startsSignedOut(window.location.pathname, localStorage);
  if (!assumeSignedOut) {
    for (const preload of [loadSession, preloadSignApi, preloadSignState]) void preload().catch(() => {});
  }
  await yieldToMain();
  const router = createAppRouter();
  await yieldToMain();
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
  if (!assumeSignedOut) {
    // The page asked for renders once Firebase and the sign have answered: fetch its route chunks meanwhile,
    // in a task of their own.
    await yieldToMain();
    const [routes] = router.getMatchedRoutes(window.location.pathname);
    for (const route of routes) void router.loadRouteChunk(route)?.catch(() => {});
  }
}

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
void start(element);

// The service worker (installing and offline use) registers once the first screen is usable and the page is
// idle, so neither its script nor its precache downloads compete with the first screen.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  afterLoadWhenIdle(() => {
    void import('./pwa/register').then((module) => module.registerServiceWorker());
  });
}
