import { beforeEach, describe, expect, it } from 'vitest';
import { readSessionHint, SESSION_HINT_KEY, startsSignedOut, writeSessionHint } from './session-hint';

describe('session hint', () => {
  beforeEach(() => localStorage.removeItem(SESSION_HINT_KEY));

  it('remembers a signed-in session until it ends', () => {
    expect(readSessionHint(localStorage)).toBe(false);
    writeSessionHint(localStorage, true);
    expect(readSessionHint(localStorage)).toBe(true);
    writeSessionHint(localStorage, false);
    expect(readSessionHint(localStorage)).toBe(false);
  });

  it('starts signed out only on /login and /birth-chart in a browser without a session', () => {
    expect(startsSignedOut('/login', localStorage)).toBe(true);
    expect(startsSignedOut('/birth-chart', localStorage)).toBe(true);
    expect(startsSignedOut('/', localStorage)).toBe(false);
    expect(startsSignedOut('/saved', localStorage)).toBe(false);
    writeSessionHint(localStorage, true);
    expect(startsSignedOut('/login', localStorage)).toBe(false);
    expect(startsSignedOut('/birth-chart', localStorage)).toBe(false);
  });

  it('assumes a session when storage refuses to be read, so the app waits for Firebase', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(readSessionHint(refusing)).toBe(true);
    expect(startsSignedOut('/login', refusing)).toBe(false);
  });
});
