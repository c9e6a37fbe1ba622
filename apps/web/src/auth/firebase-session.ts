import {
  browserPopupRedirectResolver,
  signOut as firebaseSignOut,
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithCredential,
  signInWithPopup,
  type User,
} from 'firebase/auth';
import { getAuth } from '../lib/firebase';
import type { EmulatorAccount } from './recent-accounts';

// Everything the auth provider asks of Firebase, in one module it loads with import(): Firebase (a large
// library, and an IndexedDB open at start-up) is then not part of the sign-in page's first JavaScript.

export { isEmulatorMode } from '../lib/firebase';

/** Calls back with the signed-in user (or null) now and at every change; returns the unsubscribe. */
export function watchUser(callback: (user: User | null) => void): () => void {
  return onAuthStateChanged(getAuth(), callback);
}

function googleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  provider.addScope('profile');
  provider.addScope('email');
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

/**
 * The emulator's sign-in: a Google credential carrying the chosen account's claims, its address verified as
 * Google's always are (the server raises only verified addresses on its e-mail lists).
 */
export async function signInWithEmulatorAccount(account: EmulatorAccount): Promise<void> {
  const claims = JSON.stringify({
    sub: account.sub,
    email: account.email,
    email_verified: true,
    name: account.name,
  });
  await signInWithCredential(getAuth(), GoogleAuthProvider.credential(claims));
}

/** Google's popup. Must be called while the click that asked for it is still the page's user activation. */
export async function signInWithGooglePopup(): Promise<void> {
  await signInWithPopup(getAuth(), googleProvider(), browserPopupRedirectResolver);
}

/** The signed-in user's ID token (once Firebase has read its saved session), or null. */
export async function idToken(): Promise<string | null> {
  const auth = getAuth();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

export function signOut(): Promise<void> {
  return firebaseSignOut(getAuth());
}
