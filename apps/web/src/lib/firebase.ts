import { type FirebaseApp, initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { readFirebaseSettings } from './firebase-settings';

const settings = readFirebaseSettings(import.meta.env);

export function isEmulatorMode(): boolean {
  return settings.emulatorUrl !== null;
}

let app: FirebaseApp | null = null;
let auth: Auth | null = null;

/**
 * The Auth instance, created on first use. No popup resolver is attached here: on mobile browsers
 * it would eagerly load apis.google.com, which fails offline; the popup path passes it explicitly.
 */
export function getAuth(): Auth {
  if (auth) return auth;
  app = initializeApp(settings.options);
  auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (settings.emulatorUrl) connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
  return auth;
}
