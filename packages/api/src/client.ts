import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from './root';

export type { AppRouter } from './root';

export interface CelticClientOptions {
  /** The server's origin, e.g. `http://localhost:3000`; tRPC is served under `${url}/trpc`. */
  url: string;
  /** The Firebase ID token of the signed-in user, or null/undefined when signed out. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** An API key (`cz_live_…`), sent as X-Api-Key: public reads count against its quota, not the address's. */
  apiKey?: string;
  fetch?: typeof globalThis.fetch;
}

/** A typed tRPC client for programs other than the web app (scripts, tests, other services). */
export function createCelticClient(options: CelticClientOptions) {
  const base = options.url.replace(/\/+$/, '');
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${base}/trpc`,
        fetch: options.fetch,
        async headers() {
          const token = await options.getToken?.();
          const headers: Record<string, string> = {};
          if (token) headers.Authorization = `Bearer ${token}`;
          if (options.apiKey) headers['X-Api-Key'] = options.apiKey;
          return headers;
        },
      }),
    ],
  });
}

export type CelticClient = ReturnType<typeof createCelticClient>;
