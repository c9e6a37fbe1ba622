import { describe, expect, it } from 'vitest';
import { createRestClient } from './index';

/** A fetch that records the request it is given and answers `body` as JSON. */
function recordingFetch(body: unknown, status = 200) {
  const seen: Request[] = [];
  const fetch = async (input: Request) => {
    seen.push(input);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, seen };
}

describe('createRestClient', () => {
  it('sends the key, the language and the query to the path under baseUrl', async () => {
    const { fetch, seen } = recordingFetch({ sign: 'Wolf' });
    const api = createRestClient({
      baseUrl: 'https://example.com/api/',
      apiKey: 'cz_live_x',
      language: 'es',
      fetch,
    });
    const { data } = await api.GET('/horoscope/daily', {
      params: { query: { sign: 'Wolf', date: '2026-11-29' } },
    });
    expect(data).toEqual({ sign: 'Wolf' });
    const request = seen[0];
    expect(request?.url).toBe('https://example.com/api/horoscope/daily?sign=Wolf&date=2026-11-29');
    expect(request?.headers.get('x-api-key')).toBe('cz_live_x');
    expect(request?.headers.get('accept-language')).toBe('es');
    expect(request?.headers.get('authorization')).toBeNull();
  });

  it("asks for the current token on each request and answers an error as the API's body", async () => {
    const { fetch, seen } = recordingFetch({ message: 'Unauthorized', code: 'UNAUTHORIZED' }, 401);
    let issued = 0;
    const api = createRestClient({
      baseUrl: 'http://localhost:3000/api',
      token: async () => `token-${++issued}`,
      fetch,
    });
    const mine = { params: { path: { id: 'me' as const } } };
    await api.GET('/readings/{id}', mine);
    const { error, response } = await api.GET('/readings/{id}', mine);
    expect(response.status).toBe(401);
    expect(error).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
    expect(seen.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('refuses a base URL that is not an http(s) URL, naming it', () => {
    expect(() => createRestClient({ baseUrl: '/api' })).toThrow(
      'baseUrl must be an http(s) URL ending in /api, got "/api"',
    );
  });
});
