// The Auth emulator helpers the server's own tests and start script use.
import { startEmulator } from '@celtic/devstack/emulator';

export { freePort } from '@celtic/devstack/emulator';

// The web build talks to the emulator at its default address, so the whole bench uses that one (reusing an
// emulator already running there, as the browser tests do). BENCH_EMULATOR_HOST moves it (the bench builds the
// web app for it), so a run does not share an emulator another run may stop.
export const emulatorHost = process.env.BENCH_EMULATOR_HOST ?? '127.0.0.1:9099';

export function startAuthEmulator() {
  return startEmulator({ host: emulatorHost });
}

export interface SignedIn {
  uid: string;
  idToken: string;
}

/** A Google user signed in through the emulator's REST API, as the web app's emulator chooser does. */
export async function signIn(host: string, profile: { sub: string; email: string; name: string }) {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        // Google vouches for its addresses: the e-mail lists raise only verified ones.
        postBody: `id_token=${encodeURIComponent(JSON.stringify({ ...profile, email_verified: true }))}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  const body = (await response.json()) as { idToken?: string; localId?: string };
  if (!response.ok || !body.idToken || !body.localId) {
    throw new Error(`emulator sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return { uid: body.localId, idToken: body.idToken } satisfies SignedIn;
}
