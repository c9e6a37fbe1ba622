import '@fontsource-variable/cinzel';
import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadSession } from './auth/auth-provider';
import { startsSignedOut } from './auth/session-hint';
import { preloadSignApi } from './sign/sign-api';
import { preloadSignState } from './sign/sign-provider';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A visitor with no session on /login sees the page at once and Firebase loads once it is idle; everyone
// else waits for Firebase's answer and then for the sign, so those downloads start now, side by side.
const assumeSignedOut = startsSignedOut(window.location.pathname, localStorage);
if (!assumeSignedOut) {
  for (const preload of [loadSession, preloadSignApi, preloadSignState]) void preload().catch(() => {});
}

// As a transition the first render is time-sliced: React yields to the browser every few milliseconds instead
// of building the whole page in one task.
const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App assumeSignedOut={assumeSignedOut} />
    </StrictMode>,
  ),
);
