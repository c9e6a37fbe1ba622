import { type FirebaseApp, type FirebaseOptions, initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';

export const DEFAULT_EMULATOR_URL = 'http://127.0.0.1:9099';
export const EMULATOR_PROJECT_ID = 'demo-celtic-zodiac';

export interface FirebaseSettings {
  emulatorUrl: string | null;
  options: FirebaseOptions;
}

type WebEnv = Pick<
  ImportMetaEnv,
  | 'VITE_FIREBASE_API_KEY'
  | 'VITE_FIREBASE_AUTH_DOMAIN'
  | 'VITE_FIREBASE_PROJECT_ID'
  | 'VITE_FIREBASE_APP_ID'
  | 'VITE_FIREBASE_AUTH_EMULATOR_URL'
>;

/** Emulator mode when an emulator URL is set or no API key is given (the offline default). */
export function readFirebaseSettings(env: WebEnv): FirebaseSettings {
  const emulatorUrl =
    env.VITE_FIREBASE_AUTH_EMULATOR_URL || (env.VITE_FIREBASE_API_KEY ? null : DEFAULT_EMULATOR_URL);
  if (emulatorUrl) {
    return {
      emulatorUrl,
      options: {
        apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
        projectId: env.VITE_FIREBASE_PROJECT_ID || EMULATOR_PROJECT_ID,
        authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
      },
    };
  }
  return {
    emulatorUrl: null,
    options: {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      appId: env.VITE_FIREBASE_APP_ID,
    },
  };
}

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
