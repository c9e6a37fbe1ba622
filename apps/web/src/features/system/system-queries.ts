import type { AuditEntry } from '@celtic/api';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../auth/auth-context';
import { useTRPCClient } from '../../lib/trpc';
import { aboutOthers } from '../../offline/kept-answers';
import { usersRoot } from '../admin/users-query';
import { nextBefore } from '../saved/readings';

export const AUDIT_PAGE = 25;

const auditKey = (uid: string) => ['system-audit', uid] as const;

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
      queryClient.invalidateQueries({ queryKey: usersRoot }),
      queryClient.invalidateQueries({ queryKey: ['system-audit'] }),
    ]);
}
