import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { queryClient } from './query-client';
import { TRPCProvider } from './trpc';
import { trpcClient } from './trpc-client';

/**
 * React Query and tRPC with nothing kept on the device: what a public page (/birth-chart) needs, so its
 * JavaScript carries neither the offline store nor the outbox. A provider already above (the signed-in layout,
 * the test harness) is kept.
 */
export function QueryProviders({ children }: { children: ReactNode }) {
  if (useContext(QueryClientContext)) return children;
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
