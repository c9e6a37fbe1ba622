import type { FirebaseOptions } from 'firebase/app';

export const DEFAULT_EMULATOR_URL = 'http://127.0.0.1:9099';
export const EMULATOR_PROJECT_ID = 'demo-celtic-zodiac';

export interface FirebaseSettings {
  emulatorUrl: string | null;
  options: FirebaseOptions;
}

/** The web app's Firebase variables (import.meta.env in the browser; the build's environment in vite.config.ts). */
export interface FirebaseWebEnv {
  VITE_FIREBASE_API_KEY?: string;
  VITE_FIREBASE_AUTH_DOMAIN?: string;
  VITE_FIREBASE_PROJECT_ID?: string;
  VITE_FIREBASE_APP_ID?: string;
  VITE_FIREBASE_AUTH_EMULATOR_URL?: string;
}

/**
 * Emulator mode when an emulator URL is set or no API key is given (Vite's dev server; a production build
 * without a key is refused by `firebaseBuildProblem`).
 */
export function readFirebaseSettings(env: FirebaseWebEnv): FirebaseSettings {
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

const required = ['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID'] as const;

/**
 * Why a production build may not be made with these variables, or null when it may. Without its Firebase
 * configuration the app would fall back to the emulator's account chooser, where anyone picks any account: so a
 * build for the emulator must ask for it in so many words (`VITE_FIREBASE_AUTH_EMULATOR_URL`).
 */
export function firebaseBuildProblem(env: FirebaseWebEnv): string | null {
  if (env.VITE_FIREBASE_AUTH_EMULATOR_URL) return null;
  const missing = required.filter((name) => !env[name]?.trim());
  if (missing.length === 0) return null;
  return [
    `The web app's Firebase configuration is missing: ${missing.join(', ')}.`,
    "A production build without it would sign people in through the local Auth emulator's account chooser.",
    "Set the project's web config (Firebase console, Project settings, Your apps), or build for the emulator",
    'on purpose with VITE_FIREBASE_AUTH_EMULATOR_URL=http://127.0.0.1:9099 (pnpm start and pnpm test do).',
  ].join('\n');
}
