import type { AdminUser } from '@celtic/api';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth/auth-context';
import { useTRPCClient } from '../../lib/trpc';
import { aboutOthers } from '../../offline/kept-answers';
import { nextBefore } from '../saved/readings';

/** One page of users on /admin and /system alike; "Load more users" asks for the next. */
export const USERS_PAGE = 25;

/** Every user list cached; a list is keyed by the search too. */
export const usersRoot = ['admin-users'] as const;
const keyFor = (uid: string, q: string) => [...usersRoot, uid, q] as const;

/**
 * Users whose name or e-mail contains `q` (all when empty), newest first, a keyset page at a time: the list of
 * /admin and of /system, from the API's one paged search (admin.listUsers).
 */
export function useUsers(q: string, enabled = true) {
  const uid = useAuth().user?.uid ?? 'guest';
  const client = useTRPCClient();
  return useInfiniteQuery({
    queryKey: keyFor(uid, q),
    queryFn: ({ pageParam }): Promise<AdminUser[]> =>
      client.admin.listUsers.query({ limit: USERS_PAGE, before: pageParam, ...(q && { q }) }),
    initialPageParam: undefined as number | undefined,
    // Other people's names, e-mails and audit reasons: never kept on this device.
    meta: aboutOthers,
    getNextPageParam: (last) => nextBefore(last, USERS_PAGE),
    enabled,
  });
}

/** Takes a deleted user out of every cached list (whatever was searched). */
export function useRemoveCachedUser() {
  const queryClient = useQueryClient();
  const uid = useAuth().user?.uid ?? 'guest';
  return (id: number) =>
    queryClient.setQueriesData<InfiniteData<AdminUser[], number | undefined>>(
      { queryKey: [...usersRoot, uid] },
      (data) => (data ? { ...data, pages: data.pages.map((page) => page.filter((u) => u.id !== id)) } : data),
    );
}
