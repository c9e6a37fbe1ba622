import type { AdminUser } from '@celtic/api';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth/auth-context';
import { useTRPCClient } from '../../lib/trpc';
import { aboutOthers } from '../../offline/kept-answers';
import { nextBefore } from '../saved/readings';

// The API's largest page: most installations fit on one, and "Load more" covers the rest.
export const USERS_PAGE = 200;

const keyFor = (uid: string) => ['admin-users', uid] as const;

export function useAdminUsers(enabled: boolean) {
  const uid = useAuth().user?.uid ?? 'guest';
  const client = useTRPCClient();
  return useInfiniteQuery({
    queryKey: keyFor(uid),
    queryFn: ({ pageParam }): Promise<AdminUser[]> =>
      client.admin.listUsers.query({ limit: USERS_PAGE, before: pageParam }),
    initialPageParam: undefined as number | undefined,
    // Other people's names, e-mails and audit reasons: never kept on this device.
    meta: aboutOthers,
    getNextPageParam: (last) => nextBefore(last, USERS_PAGE),
    enabled,
  });
}

export function useRemoveCachedUser() {
  const queryClient = useQueryClient();
  const uid = useAuth().user?.uid ?? 'guest';
  return (id: number) =>
    queryClient.setQueryData<InfiniteData<AdminUser[], number | undefined>>(keyFor(uid), (data) =>
      data ? { ...data, pages: data.pages.map((page) => page.filter((u) => u.id !== id)) } : data,
    );
}
