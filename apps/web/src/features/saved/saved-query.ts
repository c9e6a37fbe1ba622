import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth/auth-context';
import { useTRPCClient } from '../../lib/trpc';
import { nextBefore, PAGE_SIZE, removeReading, replaceReading, type SavedReading } from './readings';

/** Every saved-readings cache entry starts with this, so other screens can invalidate it after a save. */
export const savedReadingsRoot = ['saved-readings'] as const;

// Keyed by uid so one account never sees another's cached readings in the same tab.
const keyFor = (uid: string) => [...savedReadingsRoot, uid] as const;

/** The cache key of whether the account saved a sign's reading of a day or period (readings.saved). */
export const savedLookupKey = (uid: string, sign: string, kind: string, period: string) =>
  [...keyFor(uid), 'saved', sign, kind, period] as const;

type Pages = InfiniteData<SavedReading[], number | undefined>;

/**
 * The caller's readings, newest first, one keyset page at a time
 * (docs/PRODUCT.md §10 "API contract": limit ≤ 200, `before`).
 */
export function useSavedReadings() {
  const uid = useAuth().user?.uid ?? 'guest';
  const client = useTRPCClient();
  return useInfiniteQuery({
    queryKey: keyFor(uid),
    queryFn: ({ pageParam }) =>
      client.readings.list.query({ userId: 'me', limit: PAGE_SIZE, before: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => nextBefore(last, PAGE_SIZE),
  });
}

/** Edits the cached pages in place: the server's copy of a reading, or its removal. */
export function useSavedReadingsCache() {
  const queryClient = useQueryClient();
  const uid = useAuth().user?.uid ?? 'guest';
  const update = (edit: (pages: SavedReading[][]) => SavedReading[][]) =>
    queryClient.setQueryData<Pages>(keyFor(uid), (data) =>
      data ? { ...data, pages: edit(data.pages) } : data,
    );
  return {
    replace: (reading: SavedReading) => update((pages) => replaceReading(pages, reading)),
    remove: (id: number) => {
      update((pages) => removeReading(pages, id));
      // Whether a reading is saved is asked again: the one deleted may be among them.
      void queryClient.invalidateQueries({ queryKey: [...keyFor(uid), 'saved'] });
    },
  };
}
