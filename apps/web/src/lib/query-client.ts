import { QueryClient } from '@tanstack/react-query';
import { registerQueryClient } from './clear-cached-data';

/** docs/PRODUCT.md §7: data never goes stale, is not refetched on focus or interval, and is never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
registerQueryClient(queryClient);
