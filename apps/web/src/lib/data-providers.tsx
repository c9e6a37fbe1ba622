import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { OfflineData } from '../offline/offline-data';
import { queryClient } from './query-client';
import { TRPCProvider } from './trpc';
import { trpcClient } from './trpc-client';

/**
 * React Query and tRPC for the signed-in pages, mounted by their layout rather than at the root: /login's
 * initial JavaScript then carries neither. A provider already above (the test harness) is kept.
 * OfflineData keeps the user's answers on this device and sends the writes made offline; public pages
 * (`offline={false}`) have no user and keep nothing.
 */
export function DataProviders({ children, offline = true }: { children: ReactNode; offline?: boolean }) {
  if (useContext(QueryClientContext)) return children;
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {offline ? <OfflineData>{children}</OfflineData> : children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
