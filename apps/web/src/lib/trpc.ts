import type { AppRouter } from '@celtic/api';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import { getAuth } from './firebase';

/** React hooks: `trpc.horoscope.daily.useQuery({ sign })`, `trpc.readings.create.useMutation()`. */
export const trpc = createTRPCReact<AppRouter>();

async function authHeaders(): Promise<Record<string, string>> {
  const user = getAuth().currentUser;
  if (!user) return {};
  return { Authorization: `Bearer ${await user.getIdToken()}` };
}

function links() {
  return [
    httpBatchLink({
      url: '/trpc',
      headers: authHeaders,
      fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
    }),
  ];
}

/** The client given to `<trpc.Provider>`. */
export const trpcClient = trpc.createClient({ links: links() });

/** A plain typed client for imperative calls outside React Query (providers, event handlers). */
export const api = createTRPCClient<AppRouter>({ links: links() });
