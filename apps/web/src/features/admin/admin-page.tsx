import type { AdminUser } from '@celtic/api';
import { isAdminRole } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { LoadMore } from '../../components/load-more';
import { NotAuthorised } from '../../components/not-authorised';
import { PageHeader } from '../../components/page-header';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { CenteredSpinner } from '../../components/ui/spinner';
import { intlLocale } from '../../i18n/format';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import { UserSearchField, useUserSearch } from './user-search';
import { useRemoveCachedUser, useUsers } from './users-query';
import { UsersTable } from './users-table';

function NotAuthorisedHere() {
  const { t } = useLingui();
  return <NotAuthorised page={t`User Management`} openTo={t`administrators and site owners`} />;
}

const isForbidden = (err: unknown) => errorText(err).startsWith('403:');

function UserManagement({ selfId }: { selfId: number | undefined }) {
  const { text, setText, q } = useUserSearch();
  const users = useUsers(q);
  const removeCached = useRemoveCachedUser();
  const trpc = useTRPC();
  const remove = useMutation(trpc.admin.deleteUser.mutationOptions());
  const [target, setTarget] = useState<AdminUser | null>(null);
  const list = useMemo(() => users.data?.pages.flat() ?? [], [users.data]);
  const { t } = useLingui();

  useEffect(() => {
    if (!users.error || isForbidden(users.error)) return;
    toast({
      title: t`Error`,
      description: t`Failed to load users. Please try again later.`,
      variant: 'destructive',
    });
  }, [users.error, t]);

  if (users.error && isForbidden(users.error)) return <NotAuthorisedHere />;

  // The total shown: "200+" while more pages wait to be loaded.
  const total = `${new Intl.NumberFormat(intlLocale()).format(list.length)}${users.hasNextPage ? '+' : ''}`;
  const targetName = target?.username ?? t`this user`;

  const onConfirm = () => {
    const user = target;
    if (!user) return;
    remove.mutate(
      { id: user.id },
      {
        onSuccess: () => {
          removeCached(user.id);
          const username = user.username;
          toast({ title: t`User deleted`, description: t`User ${username} has been deleted.` });
        },
        onError: () =>
          toast({
            title: t`Error`,
            description: t`Failed to delete user. Please try again.`,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-end sm:justify-between">
        <div>
          <CardTitle>
            <Trans>All users</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Everyone who has signed in, newest first.</Trans>
          </CardDescription>
        </div>
        <p className="text-parchment-dim text-sm" aria-live="polite">
          <Trans>
            Total users: <span className="font-semibold text-parchment tabular-nums">{total}</span>
          </Trans>
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
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
        ) : (
          <>
            <UsersTable users={list} selfId={selfId} onDelete={setTarget} />
            <LoadMore
              pages={users}
              label={t`Load more users`}
              endLabel={q ? t`All matching users are shown.` : t`All users are shown.`}
            />
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
        title={t`Are you sure?`}
        description={t`This will permanently delete ${targetName} together with their saved readings and compatibility checks. This action cannot be undone.`}
        onConfirm={onConfirm}
      />
    </Card>
  );
}

export function AdminPage() {
  // The caller's own profile gives a role that is known to be loaded (the context's starts as 'user') and their id.
  const trpc = useTRPC();
  const me = useQuery(trpc.user.me.queryOptions());
  const { t } = useLingui();

  return (
    <div>
      <PageHeader
        icon={<Users />}
        title={t`User Management`}
        description={t`See who uses the app and remove accounts.`}
      />
      {me.isPending ? (
        <CenteredSpinner label={t`Checking your access`} />
      ) : me.data && isAdminRole(me.data.role) ? (
        <UserManagement selfId={me.data.id} />
      ) : (
        <NotAuthorisedHere />
      )}
    </div>
  );
}
