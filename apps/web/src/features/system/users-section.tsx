import type { AdminUser } from '@celtic/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserCog } from 'lucide-react';
import { useMemo } from 'react';
import { LoadMore } from '../../components/load-more';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { CenteredSpinner } from '../../components/ui/spinner';
import { RoleBadge } from '../admin/role-badge';
import { AddressValue } from '../admin/unverified-badge';
import { UserSearchField, useUserSearch } from '../admin/user-search';
import { useUsers } from '../admin/users-query';

interface UsersSectionProps {
  selfId: number | undefined;
  onChangeRole: (user: AdminUser) => void;
}

export function UsersSection({ selfId, onChangeRole }: UsersSectionProps) {
  const { text, setText, q } = useUserSearch();
  const users = useUsers(q);
  const list = useMemo(() => users.data?.pages.flat() ?? [], [users.data]);
  const { t } = useLingui();
  const changeRoleOf = (username: string) => t`Change role of ${username}`;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Users and roles</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Find someone by name or e-mail, then change their role.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <UserSearchField value={text} onChange={setText} />
        {users.isPending ? (
          <CenteredSpinner label={t`Loading users`} />
        ) : users.error && !users.data ? (
          <div className="flex flex-wrap items-center gap-3 text-parchment-dim">
            <p>
              <Trans>The user list could not be loaded.</Trans>
            </p>
            <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : list.length === 0 ? (
          <p className="py-6 text-center text-parchment-dim">
            <Trans>No users found</Trans>
          </p>
        ) : (
          <ul
            aria-label={t`Users`}
            className="divide-y divide-forest-700 rounded-lg border border-forest-700"
          >
            {list.map((user) => (
              <li key={user.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="truncate font-medium text-parchment">
                    {user.username}
                    {user.id === selfId ? (
                      <span className="ml-2 text-parchment-faint text-xs">
                        <Trans>(you)</Trans>
                      </span>
                    ) : null}
                  </p>
                  <p className="text-parchment-dim text-sm wrap-anywhere">
                    <AddressValue user={user} />
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <RoleBadge role={user.role} />
                  {user.roleSetByHand ? (
                    <span
                      className="text-parchment-faint text-xs"
                      title={t`Set on this page: the e-mail lists leave it alone`}
                    >
                      <Trans>set by hand</Trans>
                    </span>
                  ) : null}
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={changeRoleOf(user.username)}
                  onClick={() => onChangeRole(user)}
                >
                  <UserCog aria-hidden /> <Trans>Change role</Trans>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <LoadMore pages={users} label={t`Load more users`} endLabel={t`All matching users are shown.`} />
      </CardContent>
    </Card>
  );
}
