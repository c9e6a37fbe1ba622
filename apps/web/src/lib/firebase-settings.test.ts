import { describe, expect, it } from 'vitest';
import { DEFAULT_EMULATOR_URL, firebaseBuildProblem, readFirebaseSettings } from './firebase-settings';

const project = {
  VITE_FIREBASE_API_KEY: 'AIza-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'celtic.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'celtic',
};

describe('firebaseBuildProblem', () => {
  it('refuses a build with no Firebase configuration, saying what is missing and how to build for the emulator', () => {
    const problem = firebaseBuildProblem({});
    expect(problem).toContain('VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID');
    expect(problem).toContain('VITE_FIREBASE_AUTH_EMULATOR_URL');
  });

  it('refuses a partial configuration, naming the missing variables', () => {
    expect(firebaseBuildProblem({ ...project, VITE_FIREBASE_AUTH_DOMAIN: ' ' })).toMatch(
      /missing: VITE_FIREBASE_AUTH_DOMAIN\./,
    );
    expect(firebaseBuildProblem({ VITE_FIREBASE_API_KEY: 'AIza-key' })).toMatch(
      /missing: VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID\./,
    );
  });

  it("allows a build with the project's configuration, or one that asks for the emulator in so many words", () => {
    expect(firebaseBuildProblem(project)).toBeNull();
    expect(firebaseBuildProblem({ VITE_FIREBASE_AUTH_EMULATOR_URL: DEFAULT_EMULATOR_URL })).toBeNull();
  });
});

describe('readFirebaseSettings', () => {
  it('uses the emulator when asked, or with no API key (the dev server)', () => {
    expect(readFirebaseSettings({}).emulatorUrl).toBe(DEFAULT_EMULATOR_URL);
    expect(
      readFirebaseSettings({ VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9199' }).emulatorUrl,
    ).toBe('http://127.0.0.1:9199');
    expect(readFirebaseSettings(project)).toEqual({
      emulatorUrl: null,
      options: {
        apiKey: 'AIza-key',
        authDomain: 'celtic.firebaseapp.com',
        projectId: 'celtic',
        appId: undefined,
      },
    });
  });
});
