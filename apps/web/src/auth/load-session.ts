type FirebaseSession = typeof import('./firebase-session');
let session: FirebaseSession | null = null;
let loadingSession: Promise<FirebaseSession> | null = null;

/**
 * Loads Firebase Auth (once): boot.tsx starts it before the first render when a session is likely, the auth
 * provider otherwise once the page is idle or at the first sign-in.
 */
export function loadSession(): Promise<FirebaseSession> {
  loadingSession ??= import('./firebase-session').then(
    (module) => {
      session = module;
      return module;
    },
    (err: unknown) => {
      loadingSession = null;
      throw err;
    },
  );
  return loadingSession;
}

/** Firebase Auth if it has loaded, else null (a sign-in opens Google's popup at once when it has). */
export function loadedSession(): FirebaseSession | null {
  return session;
}

/**
 * The signed-in user's ID token for a call, or null. Never loads Firebase (a signed-out page's calls do not
 * need it), but waits for it while it is loading: a session's first calls may be made before it has.
 */
export async function sessionToken(): Promise<string | null> {
  const firebase = session ?? (await loadingSession?.catch(() => null)) ?? null;
  return firebase ? firebase.idToken() : null;
}
