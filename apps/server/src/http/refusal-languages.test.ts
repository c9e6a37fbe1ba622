/**
 * The language of error answers over real HTTP, REST and tRPC: a refusal is worded in the request's `lang`, else
 * its Accept-Language, else English, and says so (Content-Language; Vary where the header chose). zod's own field
 * messages stay English and claim no language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  type SignedIn,
  signIn,
  startTestServer,
  type TestDatabase,
  type TestServer,
  uniqueEmail,
} from '../test/helpers';
import { callAs, errorMessage, send } from '../test/http';

let database: TestDatabase;
let server: TestServer;
let plain: SignedIn;

beforeAll(async () => {
  database = await openTestDatabase('pglite');
  server = await startTestServer(database.handle);
  plain = await signIn({ email: uniqueEmail('rechazo'), name: 'Rechazo' });
});

afterAll(async () => {
  await server?.close();
  await database?.dispose();
});

const vary = (answer: { headers: Headers }) => answer.headers.get('vary') ?? '';
const trpcUrl = (path: string, input: unknown) =>
  `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;
const trpcMessage = (answer: { json: unknown }) =>
  (answer.json as { error: { message: string } }).error.message;

const premium = {
  en: 'Monthly and yearly readings are for premium members: the premium, admin and site_owner roles',
  es: 'Las lecturas mensuales y anuales son para miembros premium: los roles premium, admin y site_owner',
  de: 'Monats- und Jahreshoroskope sind Premium-Mitgliedern vorbehalten: die Rollen premium, admin und site_owner',
};
const signInRequired = { en: 'Sign in required', es: 'Tienes que iniciar sesión', de: 'Bitte melde dich an' };

describe('REST', () => {
  const monthly = '/api/horoscope/monthly?sign=Wren&month=2026-08';

  it('words a refusal by Accept-Language, says so and varies by it; English without one', async () => {
    for (const [header, locale] of [
      ['es-ES,es;q=0.9', 'es'],
      ['de', 'de'],
      ['fr', 'en'],
    ] as const) {
      const answer = await callAs(server.url, 'GET', monthly, {
        as: plain,
        headers: { 'accept-language': header },
      });
      expect(answer.status, header).toBe(403);
      expect(errorMessage(answer), header).toBe(premium[locale]);
      expect(answer.headers.get('content-language'), header).toBe(locale);
      expect(vary(answer), header).toMatch(/accept-language/i);
    }
    const english = await callAs(server.url, 'GET', monthly, { as: plain });
    expect(errorMessage(english)).toBe(premium.en);
    expect(english.headers.get('content-language')).toBe('en');
  });

  it('words it in ?lang before the header, and does not vary by the header then', async () => {
    for (const locale of ['es', 'de', 'en'] as const) {
      const answer = await callAs(server.url, 'GET', `${monthly}&lang=${locale}`, {
        as: plain,
        headers: { 'accept-language': locale === 'de' ? 'es' : 'de' },
      });
      expect(errorMessage(answer), locale).toBe(premium[locale]);
      expect(answer.headers.get('content-language'), locale).toBe(locale);
      expect(vary(answer), locale).not.toMatch(/accept-language/i);
    }
  });

  it('words a refusal before any caller is known, and the unsupported language itself', async () => {
    const signedOut = await send(`${server.url}/api/users/me`, { headers: { 'accept-language': 'de' } });
    expect(signedOut.status).toBe(401);
    expect(errorMessage(signedOut)).toBe(signInRequired.de);
    const unsupported = await send(`${server.url}/api/horoscope/daily?sign=Wolf&lang=fr`, {
      headers: { 'accept-language': 'es' },
    });
    expect(unsupported.status).toBe(400);
    expect(errorMessage(unsupported)).toBe('lang: Idioma no admitido "fr": los admitidos son en, es, de');
    expect(unsupported.headers.get('content-language')).toBe('es');
  });

  it('leaves zod’s field messages English, claiming no language', async () => {
    const answer = await send(`${server.url}/api/signs/by-date?month=13&day=1`, {
      headers: { 'accept-language': 'es' },
    });
    expect(answer.status).toBe(400);
    expect(errorMessage(answer)).toMatch(/^month: /);
    expect(answer.headers.get('content-language')).toBeNull();
  });
});

describe('tRPC', () => {
  const monthly = (input: Record<string, unknown> = {}) =>
    trpcUrl('horoscope.monthly', { sign: 'Wren', month: '2026-08', ...input });

  it('words a refusal by Accept-Language, English without one, and says so', async () => {
    for (const [header, locale] of [
      ['es', 'es'],
      ['de-DE,de;q=0.9', 'de'],
      [undefined, 'en'],
    ] as const) {
      const answer = await callAs(server.url, 'GET', monthly(), {
        as: plain,
        headers: header ? { 'accept-language': header } : {},
      });
      expect(answer.status, header).toBe(403);
      expect(trpcMessage(answer), header).toBe(premium[locale]);
      expect(answer.headers.get('content-language'), header).toBe(locale);
      expect(vary(answer), header).toMatch(/accept-language/i);
    }
  });

  it('words it in the input’s lang before the header, also when refused before the input is read', async () => {
    const answer = await callAs(server.url, 'GET', monthly({ lang: 'de' }), {
      as: plain,
      headers: { 'accept-language': 'es' },
    });
    expect(trpcMessage(answer)).toBe(premium.de);
    expect(answer.headers.get('content-language')).toBe('de');
    expect(vary(answer)).not.toMatch(/accept-language/i);
    const signedOut = await send(`${server.url}${trpcUrl('user.me', undefined)}`, {
      headers: { 'accept-language': 'es' },
    });
    expect(signedOut.status).toBe(401);
    expect(trpcMessage(signedOut)).toBe(signInRequired.es);
  });

  it('words a token it cannot accept by the header: the context could not be made', async () => {
    const answer = await send(`${server.url}/trpc/user.me`, {
      headers: { 'accept-language': 'de', authorization: 'Bearer not-a-token' },
    });
    expect(answer.status).toBe(401);
    expect(trpcMessage(answer)).toBe(
      'Die Anmeldung ist ungültig oder abgelaufen: bitte melde dich erneut an',
    );
    expect(answer.headers.get('content-language')).toBe('de');
  });

  it('leaves zod’s field messages English, claiming no language', async () => {
    const answer = await send(`${server.url}${trpcUrl('signs.byDate', { month: 13, day: 1 })}`, {
      headers: { 'accept-language': 'de' },
    });
    expect(answer.status).toBe(400);
    expect(trpcMessage(answer)).toMatch(/^month: /);
    expect(answer.headers.get('content-language')).toBeNull();
  });
});
