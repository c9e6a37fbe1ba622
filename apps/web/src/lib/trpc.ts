import type { AppRouter } from '@celtic/api';
import { createTRPCContext } from '@trpc/tanstack-react-query';

/**
 * tRPC's TanStack Query integration: in a screen, `const trpc = useTRPC()`, then TanStack Query's own hooks with
 * `useQuery(trpc.horoscope.daily.queryOptions({ sign, date }))` and
 * `useMutation(trpc.admin.deleteUser.mutationOptions())`; `useTRPCClient()` for a call made by hand (paged lists,
 * writes that may wait in the outbox). `<TRPCProvider>` is given the app's one client (trpc-client.ts).
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
