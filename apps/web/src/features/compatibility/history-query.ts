import type { CompatibilityRecord } from '@celtic/api';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth/auth-context';
import { useTRPCClient } from '../../lib/trpc';
import { nextBefore } from '../saved/readings';
import { pairKey } from './history';

/** The API's default page: the newest 50, then "Load more checks" asks for the 50 before the last one shown. */
export const HISTORY_PAGE = 50;

// Keyed by uid so one account never sees another's cached checks in the same tab.
const keyFor = (uid: string) => ['compatibility-history', uid] as const;

type Pages = InfiniteData<CompatibilityRecord[], number | undefined>;

/**
 * The caller's compatibility checks, newest first, one keyset page at a time
 * (docs/PRODUCT.md §10 "API contract": `limit`, `before`).
 */
export function useCompatibilityHistory() {
  const uid = useAuth().user?.uid ?? 'guest';
  const client = useTRPCClient();
  return useInfiniteQuery({
    queryKey: keyFor(uid),
    queryFn: ({ pageParam }) =>
      client.compatibility.list.query({ userId: 'me', limit: HISTORY_PAGE, before: pageParam }),
    initialPageParam: undefined as number | undefined,
    // docs/PRODUCT.md §7 counts a non-array answer as empty: nothing more to load after it either.
    getNextPageParam: (last) => (Array.isArray(last) ? nextBefore(last, HISTORY_PAGE) : undefined),
  });
}

/**
 * Puts a check the server just saved at the top of the cached history, so the pages already loaded (and the
 * keyset position of "Load more") stay as they are. With nothing cached yet, the history is fetched afresh.
 */
export function useAddToHistory() {
  const queryClient = useQueryClient();
  const key = keyFor(useAuth().user?.uid ?? 'guest');
  return (record: CompatibilityRecord) => {
    const cached = queryClient.getQueryData<Pages>(key);
    if (!cached || !Array.isArray(cached.pages[0])) {
      void queryClient.invalidateQueries({ queryKey: key });
      return;
    }
    // The new check replaces its pair's older one (in either order) wherever it is.
    const pair = pairKey(record);
    const older = (r: CompatibilityRecord) => r.id !== record.id && pairKey(r) !== pair;
    const [first = [], ...rest] = cached.pages;
    queryClient.setQueryData<Pages>(key, {
      ...cached,
      pages: [[record, ...first.filter(older)], ...rest.map((page) => page.filter(older))],
    });
  };
}
