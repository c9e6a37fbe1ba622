/**
 * A typed client for the Celtic Zodiac Explorer REST API: every path, parameter, body and answer of its
 * OpenAPI document (`openapi.json`, generated from the server's code) as TypeScript types, over openapi-fetch.
 *
 *   const api = createRestClient({ baseUrl: 'https://example.com/api', apiKey: 'cz_live_…' });
 *   const { data, error } = await api.GET('/horoscope/daily', { params: { query: { sign: 'Wolf' } } });
 *
 * Each call answers `{ data }` or `{ error }` (the API's `{ message, code, issues? }`), with `response`.
 */
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.gen';

export type { components, operations, paths } from './schema.gen';

export type Language = 'en' | 'es' | 'de';

export interface RestClientOptions {
  /** Where the API answers, `/api` included: `https://example.com/api`. */
  baseUrl: string;
  /** An API key (`X-Api-Key`), for public reads counted against the key's quota. */
  apiKey?: string;
  /**
   * A Firebase ID token (`Authorization: Bearer …`) for the signed-in paths, or a function that gives the
   * current one for each request (ID tokens expire after an hour).
   */
  token?: string | (() => string | undefined | Promise<string | undefined>);
  /** The language of the answers' text when a call names no `lang` (`Accept-Language`). */
  language?: Language;
  /** Another fetch (a test's, or one with a proxy); the global fetch by default. */
  fetch?: ClientOptions['fetch'];
}

export type RestClient = Client<paths>;

export function createRestClient(options: RestClientOptions): RestClient {
  if (!/^https?:\/\//.test(options.baseUrl)) {
    throw new TypeError(
      `baseUrl must be an http(s) URL ending in /api, got ${JSON.stringify(options.baseUrl)}`,
    );
  }
  const client = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), fetch: options.fetch });
  const { apiKey, token, language } = options;
  client.use({
    async onRequest({ request }) {
      if (apiKey !== undefined) request.headers.set('X-Api-Key', apiKey);
      if (language !== undefined && !request.headers.has('Accept-Language')) {
        request.headers.set('Accept-Language', language);
      }
      const bearer = typeof token === 'function' ? await token() : token;
      if (bearer !== undefined) request.headers.set('Authorization', `Bearer ${bearer}`);
      return request;
    },
  });
  return client;
}
