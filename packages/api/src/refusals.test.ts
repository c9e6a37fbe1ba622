import { AccountDeletedError, IdempotentRowDeletedError } from '@celtic/db';
import { locales } from '@celtic/zodiac-core';
import { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { describe, expect, it } from 'vitest';
import { type Context, createContextInner } from './context';
import { AuthError, InputValidationError, localizedErrorBody, toErrorBody, toTRPCError } from './errors';
import { localeSchema } from './language';
import { type RefusalKey, refusalKeys, refusals, refusalText, unsupportedLanguageMessage } from './refusals';
import { appRouter } from './root';
import { useTestDb } from './test/helpers';

const testDb = useTestDb();

const badRequest = (cause: InputValidationError) =>
  new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause });

/** The values each refusal that names some is written with here. */
const samples: Partial<Record<RefusalKey, Record<string, unknown>>> = {
  notOwnUid: { field: 'firebaseUid' },
  unknownSign: { name: 'Dragon' },
  unsupportedLanguage: { value: '"fr"' },
  pushEndpointNotAllowed: { origin: 'https://evil.example', allowed: ['https://fcm.googleapis.com'] },
  tooManyRequests: { limit: 600, windowSeconds: 45, seconds: 17, per: 'key' },
  apiKeysFull: { limit: 10 },
  tooManyNewImages: { seconds: 42 },
  imagesBusy: { seconds: 5 },
  pushTestLimit: { limit: 5, seconds: 2999 },
};

const textOf = (key: RefusalKey, locale: (typeof locales)[number]) =>
  refusalText(key, samples[key] as never, locale);

describe('the refusal table', () => {
  it('words every refusal in every language, each its own sentence, naming every value it is given', () => {
    for (const key of refusalKeys) {
      const english = textOf(key, 'en');
      for (const locale of locales) {
        const text = textOf(key, locale);
        expect(text.trim(), `${key} ${locale}`).not.toBe('');
        if (locale !== 'en') expect(text, `${key} ${locale}`).not.toBe(english);
        for (const [name, value] of Object.entries(samples[key] ?? {})) {
          // A word each language chooses (per key, address or account), not a value written as it is.
          if (name === 'per') continue;
          for (const part of Array.isArray(value) ? value : [value])
            expect(text, `${key} ${locale}`).toContain(String(part));
        }
      }
    }
  });

  it('keeps the English messages as they were', () => {
    expect(refusals.lastSiteOwner('demote').message).toBe(
      'This is the last site owner: the service always keeps at least one',
    );
    expect(refusals.notOwnUid('uid').message).toBe('uid: Does not belong to the signed-in user');
    expect(unsupportedLanguageMessage('fr')).toBe('Unsupported language "fr": use one of en, es, de');
    expect(toTRPCError(new AccountDeletedError('x')).message).toBe(new AccountDeletedError('x').message);
  });
});

describe('an error answer in a language', () => {
  it('words a refusal in the language asked, English by default, and says which', () => {
    const refusal = refusals.lastSiteOwner('demote');
    expect(localizedErrorBody(refusal, 'es')).toEqual({
      body: {
        code: 'CONFLICT',
        message: 'Es el último propietario del sitio: el servicio siempre conserva al menos uno',
      },
      language: 'es',
    });
    expect(toErrorBody(refusal, 'de').message).toBe(
      'Das ist der letzte Betreiber: der Dienst behält immer mindestens einen',
    );
    expect(toErrorBody(refusal)).toEqual({ code: 'CONFLICT', message: refusal.message });
  });

  it('words the domain errors: a deleted account, a reused key, a bad token, an unexpected failure', () => {
    expect(toErrorBody(new AccountDeletedError('x'), 'de').message).toBe(
      'Dieses Konto wurde gelöscht. Melde dich erneut an, um ein neues anzulegen.',
    );
    expect(toErrorBody(new IdempotentRowDeletedError('k'), 'es').message).toMatch(
      /^Idempotency-Key: lo que guardó la primera petición/,
    );
    expect(toErrorBody(new AuthError(), 'es')).toEqual({
      code: 'UNAUTHORIZED',
      message: 'La sesión no es válida o ha caducado: vuelve a iniciar sesión',
    });
    expect(localizedErrorBody(new Error('SQL secrets'), 'de')).toEqual({
      body: { code: 'INTERNAL_SERVER_ERROR', message: 'Interner Serverfehler' },
      language: 'de',
    });
  });

  it('words an unsupported language in the language asked; zod’s own field messages stay English', () => {
    const refused = localeSchema.safeParse('fr');
    if (refused.success) throw new Error('expected a refusal');
    const issue = { path: ['lang'], message: refused.error.issues[0]?.message ?? '' };
    const alone = badRequest(new InputValidationError([issue]));
    expect(localizedErrorBody(alone, 'es')).toEqual({
      body: {
        code: 'BAD_REQUEST',
        message: 'lang: Idioma no admitido "fr": los admitidos son en, es, de',
        issues: [{ path: ['lang'], message: 'Idioma no admitido "fr": los admitidos son en, es, de' }],
      },
      language: 'es',
    });
    const mixed = badRequest(
      new InputValidationError([issue, { path: ['month'], message: 'Expected a month from 1 to 12' }]),
    );
    const { body, language } = localizedErrorBody(mixed, 'de');
    expect(body.message).toBe(
      'lang: Nicht unterstützte Sprache "fr": möglich sind en, es, de; month: Expected a month from 1 to 12',
    );
    expect(language).toBeUndefined();
  });
});

describe('tRPC error answers', () => {
  /** One call through tRPC's fetch adapter, its context made with `acceptLanguage` (its caller refused). */
  async function call(url: string, acceptLanguage?: string, callerRefused?: unknown) {
    const req = new Request(`http://celtic.test/trpc/${url}`, {
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      req,
      router: appRouter,
      createContext: async (): Promise<Context> =>
        createContextInner({ db: testDb.db, acceptLanguage, callerRefused }),
    });
    const body = (await response.json()) as { error: { message: string; data: { httpStatus: number } } };
    return body.error;
  }

  const monthly = (input: Record<string, unknown>) =>
    `horoscope.monthly?input=${encodeURIComponent(JSON.stringify({ sign: 'Wren', month: '2026-08', ...input }))}`;

  it('words a refusal by Accept-Language, English without one', async () => {
    expect((await call('user.me', 'es-ES,es;q=0.9')).message).toBe('Tienes que iniciar sesión');
    expect((await call('user.me', 'de')).message).toBe('Bitte melde dich an');
    expect((await call('user.me')).message).toBe('Sign in required');
    expect((await call('user.me', 'fr')).message).toBe('Sign in required');
  });

  it('words it in the call’s lang before the header', async () => {
    expect((await call(monthly({ lang: 'de' }), 'es')).message).toBe('Bitte melde dich an');
    expect((await call(monthly({ lang: 'es' }))).message).toBe('Tienes que iniciar sesión');
  });

  it('words a caller the context could not resolve by the request’s header', async () => {
    const error = await call('user.me', 'de', new AuthError());
    expect(error.data.httpStatus).toBe(401);
    expect(error.message).toBe('Die Anmeldung ist ungültig oder abgelaufen: bitte melde dich erneut an');
  });
});
