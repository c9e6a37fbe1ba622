import '@fontsource-variable/cinzel';
import '@fontsource-variable/inter';
// The Ogham letters the pages show, so the browser never searches the system's fonts for them (boot.tsx).
import '@fontsource/noto-sans-ogham/ogham-400.css';
import './styles.css';
import { startsSignedOut } from './auth/session-hint';
import { afterFirstScreen } from './lib/idle';
import { yieldToMain } from './lib/yield';

/**
 * The entry holds almost nothing, so evaluating it is quick: React, then the app (boot.tsx), are loaded with
 * import() and each is evaluated in a task of its own. Together they were one task, over the long-task
 * budget on Lighthouse's slowed phone. index.html preloads both (vite.config.ts, preloadStages), so
 * they download with the entry, not after it.
 */
async function start(element: HTMLElement): Promise<void> {
  const assumeSignedOut = startsSignedOut(window.location.pathname, localStorage);
  await import('react-dom/client');
  await yieldToMain();
  const { boot } = await import('./boot');
  await boot(element, assumeSignedOut);
}

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
void start(element);

// The service worker (installing and offline use) registers once the first page has shown and the page is
// idle, so neither its script nor its precache downloads compete with the first screen.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  afterFirstScreen(() => {
    void import('./pwa/register').then((module) => module.registerServiceWorker());
  });
}
