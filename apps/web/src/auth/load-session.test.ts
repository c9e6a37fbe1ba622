import { beforeEach, describe, expect, it, vi } from 'vitest';

const firebase = vi.hoisted(() => ({ imported: 0 }));

vi.mock('./firebase-session', () => {
  firebase.imported += 1;
  return { idToken: async () => 'token-1' };
});

beforeEach(() => {
  vi.resetModules();
  firebase.imported = 0;
});

describe('sessionToken', () => {
  it('answers null without loading Firebase when nothing has loaded it', async () => {
    const { sessionToken } = await import('./load-session');
    await expect(sessionToken()).resolves.toBeNull();
    expect(firebase.imported).toBe(0);
  });

  it('waits for Firebase while it is loading, so a session’s first calls carry its token', async () => {
    const { loadSession, sessionToken } = await import('./load-session');
    const loading = loadSession();
    await expect(sessionToken()).resolves.toBe('token-1');
    await loading;
    await expect(sessionToken()).resolves.toBe('token-1');
  });
});
