import type { AppRouter } from '@celtic/api';
import { i18n } from '@lingui/core';
import { createTRPCClient, httpBatchLink, httpBatchStreamLink, splitLink } from '@trpc/client';
import { sessionToken } from '../auth/load-session';
import { apiLocale } from '../i18n/locales';

async function authHeaders(): Promise<Record<string, string>> {
  // The language shown, for any answer worded in one whose call names no `lang` (the readings name theirs, so
  // their query keys hold it too).
  const language = { 'Accept-Language': apiLocale(i18n.locale) };
  const token = await sessionToken();
  return token ? { ...language, Authorization: `Bearer ${token}` } : language;
}

/**
 * The app's one tRPC client: the one `<TRPCProvider>` hands to the screens (lib/trpc.ts), and the one the code
 * outside React calls directly (the outbox, the sign state). Kept apart from the React integration so the sign
 * state's lazily loaded calls do not bring TanStack Query with them.
 */
const linkOptions = {
  url: '/trpc',
  headers: authHeaders,
  fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, { ...init, credentials: 'include' }),
};

/** Procedures whose answer is a stream (the data export): sent over tRPC's streaming link. */
const streamed = new Set(['user.exportMe']);

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (operation) => streamed.has(operation.path),
      true: httpBatchStreamLink(linkOptions),
      false: httpBatchLink(linkOptions),
    }),
  ],
});
