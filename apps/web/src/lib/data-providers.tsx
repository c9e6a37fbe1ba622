import { QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { OfflineData } from '../offline/offline-data';
import { QueryProviders } from './query-providers';

/**
 * React Query and tRPC for the signed-in pages, mounted by their layout rather than at the root: /login's
 * initial JavaScript then carries neither. OfflineData keeps the user's answers on this device and sends the
 * writes made offline. A provider already above (the test harness) is kept. Public pages use QueryProviders.
 */
export function DataProviders({ children }: { children: ReactNode }) {
  if (useContext(QueryClientContext)) return children;
  return (
    <QueryProviders>
      <OfflineData>{children}</OfflineData>
    </QueryProviders>
  );
}
