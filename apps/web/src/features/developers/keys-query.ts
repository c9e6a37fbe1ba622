import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

/** After a key is made or revoked: its list and its usage are read again. */
export function useRefreshKeys() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.keys.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.keys.usage.queryKey() }),
    ]);
}
