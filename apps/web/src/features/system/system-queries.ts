import type { AdminUser, AuditEntry } from '@celtic/api';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth/auth-context';
import { useTRPCClient } from '../../lib/trpc';
import { aboutOthers } from '../../offline/kept-answers';
import { nextBefore } from '../saved/readings';

export const SYSTEM_USERS_PAGE = 25;
export const AUDIT_PAGE = 25;

const usersKey = (uid: string, q: string) => ['system-users', uid, q] as const;
const auditKey = (uid: string) => ['system-audit', uid] as const;

/** Users whose name or e-mail contains `q` (all when empty), newest first, a page at a time. */
export function useSystemUsers(q: string) {
  const uid = useAuth().user?.uid ?? 'guest';
  const client = useTRPCClient();
  return useInfiniteQuery({
    queryKey: usersKey(uid, q),
    queryFn: ({ pageParam }): Promise<AdminUser[]> =>
      client.admin.listUsers.query({ limit: SYSTEM_USERS_PAGE, before: pageParam, ...(q && { q }) }),
    initialPageParam: undefined as number | undefined,
    // Other people's names, e-mails and audit reasons: never kept on this device.
    meta: aboutOthers,
    getNextPageParam: (last) => nextBefore(last, SYSTEM_USERS_PAGE),
  });
}

/** The audit trail, newest first, a page at a time. */
export function useAuditTrail() {
  const uid = useAuth().user?.uid ?? 'guest';
  const client = useTRPCClient();
  return useInfiniteQuery({
    queryKey: auditKey(uid),
    queryFn: ({ pageParam }): Promise<AuditEntry[]> =>
      client.admin.audit.query({ limit: AUDIT_PAGE, before: pageParam }),
    initialPageParam: undefined as number | undefined,
    // Other people's names, e-mails and audit reasons: never kept on this device.
    meta: aboutOthers,
    getNextPageParam: (last) => nextBefore(last, AUDIT_PAGE),
  });
}

/** After a role change: both lists are read again (a change can move a user and adds an audit row). */
export function useRefreshSystem() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['system-users'] }),
      queryClient.invalidateQueries({ queryKey: ['system-audit'] }),
      queryClient.invalidateQueries({ queryKey: ['admin-users'] }),
    ]);
}
