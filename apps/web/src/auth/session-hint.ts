// Whether this browser had a signed-in session the last time the app heard from Firebase. Firebase keeps the
// session itself in IndexedDB, which it opens only after its own JavaScript has loaded; this one synchronous
// read lets the sign-in page and the birth chart render at once for a visitor who has none.

export const SESSION_HINT_KEY = 'celtic-zodiac.signed-in';

export function readSessionHint(storage: Storage): boolean {
  try {
    return storage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    // Storage refused (privacy mode): assume a session, so the app waits for Firebase as it always could.
    return true;
  }
}

export function writeSessionHint(storage: Storage, signedIn: boolean): void {
  try {
    if (signedIn) storage.setItem(SESSION_HINT_KEY, '1');
    else storage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Nothing to do: the next start waits for Firebase.
  }
}

/** The pages a signed-out visitor lands on (a first visit, a shared chart link, the service's status). */
const landingPages = new Set(['/login', '/birth-chart', '/status']);

/**
 * True when the app may show the page before Firebase answers: the page asked for is one a signed-out visitor
 * lands on and this browser holds no session hint. Any other page waits, so a session the hint does not know
 * (one that began before the hint existed) still reaches the page it asked for. Firebase's answer follows
 * either way, and a session it finds moves the visitor on (/login) or changes the header's link
 * (/birth-chart, open to everyone) as usual.
 */
export function startsSignedOut(pathname: string, storage: Storage): boolean {
  return landingPages.has(pathname) && !readSessionHint(storage);
}
