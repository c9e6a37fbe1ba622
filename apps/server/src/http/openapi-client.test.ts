/**
 * The typed REST client (packages/client): its committed files are what the code generates now, and it drives a
 * live server: a public read, a keyed read, and a signed-in write read back.
 */
import { readFile } from 'node:fs/promises';
import { createRestClient } from '@celtic/client';
import { describe, expect, it } from 'vitest';
import { pgliteServerForTests, signIn, uniqueEmail } from '../test/helpers';
import { apiVersion } from './openapi';
import { clientDocumentPath, clientFiles } from './openapi-client';

describe('the typed REST client', () => {
  it('is generated from the OpenAPI document the code makes now', async () => {
    for (const [path, expected] of await clientFiles()) {
      const committed = await readFile(path, 'utf8');
      expect(
        committed === expected,
        `${path} differs from the code's OpenAPI document: run \`pnpm --filter @celtic/server client:generate\``,
      ).toBe(true);
    }
  });

  it("carries the API's semantic version, as the document does", async () => {
    expect(apiVersion).toMatch(/^\d+\.\d+\.\d+$/);
    const manifest = JSON.parse(
      await readFile(new URL('package.json', `file://${clientDocumentPath}`), 'utf8'),
    );
    expect(manifest.version).toBe(apiVersion);
    const document = JSON.parse(await readFile(clientDocumentPath, 'utf8'));
    expect(document.info.version).toBe(apiVersion);
  });

  describe('against a live server', () => {
    const live = pgliteServerForTests();

    it('reads a public horoscope in the language asked for', async () => {
      const api = createRestClient({ baseUrl: `${live.server.url}/api`, language: 'de' });
      const { data, error, response } = await api.GET('/horoscope/daily', {
        params: { query: { sign: 'wolf', date: '2026-11-29' } },
      });
      expect(error).toBeUndefined();
      expect(response.headers.get('content-language')).toBe('de');
      expect(data?.date).toBe('2026-11-29');
      expect(data?.general).toMatch(/\w{3}/);
    });

    it("answers a refusal as the API's error body, typed", async () => {
      const api = createRestClient({ baseUrl: `${live.server.url}/api` });
      const { data, error, response } = await api.GET('/horoscope/daily', {
        params: { query: { sign: 'Dragon' } },
      });
      expect(data).toBeUndefined();
      expect(response.status).toBe(400);
      expect(error?.code).toBe('BAD_REQUEST');
      expect(error?.message).toContain('sign');
    });

    it('makes an API key with a token, reads with it, and is refused once it is revoked', async () => {
      const account = await signIn({ email: uniqueEmail('client-key'), name: 'Client Keeper' });
      const owner = createRestClient({ baseUrl: `${live.server.url}/api`, token: account.idToken });
      const made = await owner.POST('/keys', { body: { name: 'Typed client' } });
      expect(made.response.status).toBe(201);
      const key = made.data?.key ?? '';
      const keyed = createRestClient({ baseUrl: `${live.server.url}/api`, apiKey: key });
      const read = await keyed.GET('/signs/by-date', { params: { query: { month: 6, day: 15 } } });
      expect(read.data?.name).toBe('Seahorse');
      expect(read.response.headers.get('ratelimit-policy')).toMatch(/q=\d+;w=60/);
      await owner.DELETE('/keys/{id}', { params: { path: { id: made.data?.id ?? 0 } } });
      const refused = await keyed.GET('/signs/by-date', { params: { query: { month: 6, day: 15 } } });
      expect(refused.response.status).toBe(401);
      expect(refused.error?.message).toContain('X-Api-Key');
    });

    it('saves a reading with a Firebase ID token and lists it', async () => {
      const account = await signIn({ email: uniqueEmail('client'), name: 'Client Writer' });
      const api = createRestClient({ baseUrl: `${live.server.url}/api`, token: async () => account.idToken });
      const saved = await api.POST('/readings', {
        body: { content: 'Written through the typed client.', zodiacSign: 'Wolf', isFavorite: false },
      });
      expect(saved.response.status).toBe(200);
      expect(saved.data?.content).toBe('Written through the typed client.');
      const listed = await api.GET('/readings/{id}', { params: { path: { id: 'me' } } });
      expect(listed.data?.map((reading) => reading.id)).toEqual([saved.data?.id]);
    });
  });
});
