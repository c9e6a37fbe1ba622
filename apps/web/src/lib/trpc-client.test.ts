import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../locales/en/messages.po';
import { trpcClient } from './trpc-client';

const signedIn = vi.hoisted(() => ({ token: null as string | null }));

vi.mock('../auth/load-session', () => ({ sessionToken: async () => signedIn.token }));

/** Answers every call with tRPC's error body of a refusal, and keeps the headers each request sent. */
function answerWithRefusal() {
  const sent: Headers[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers));
      const error = {
        message: 'Bitte melde dich an',
        code: -32001,
        data: { code: 'UNAUTHORIZED', httpStatus: 401, path: 'user.me' },
      };
      return new Response(JSON.stringify([{ error }]), {
        status: 401,
        headers: { 'content-type': 'application/json', 'content-language': 'de' },
      });
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  signedIn.token = null;
  i18n.activate('en');
});

describe('the tRPC client', () => {
  it('asks for answers, and errors, in the language shown', async () => {
    const sent = answerWithRefusal();
    i18n.loadAndActivate({ locale: 'de', messages });
    await expect(trpcClient.user.me.query()).rejects.toThrow('Bitte melde dich an');
    i18n.loadAndActivate({ locale: 'es', messages });
    signedIn.token = 'token-1';
    await expect(trpcClient.user.me.query()).rejects.toThrow();
    expect(sent.map((headers) => headers.get('accept-language'))).toEqual(['de', 'es']);
    expect(sent[1]?.get('authorization')).toBe('Bearer token-1');
  });

  it('asks for English data while the pseudo-locale is shown', async () => {
    const sent = answerWithRefusal();
    i18n.loadAndActivate({ locale: 'pseudo', messages });
    await expect(trpcClient.user.me.query()).rejects.toThrow();
    expect(sent[0]?.get('accept-language')).toBe('en');
  });
});
