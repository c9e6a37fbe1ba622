import type { AdminUser } from '@celtic/api';
import { isAdminRole } from '@celtic/zodiac-core';
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
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast-store';
import { useTRPC } from '../../lib/trpc';
import { useAdminUsers, useRemoveCachedUser } from './users-query';
import { UsersTable } from './users-table';

function NotAuthorisedHere() {
  return <NotAuthorised page="User Management" openTo="administrators and site owners" />;
}

const isForbidden = (err: unknown) => errorText(err).startsWith('403:');

function UserManagement({ selfId }: { selfId: number | undefined }) {
  const users = useAdminUsers(true);
  const removeCached = useRemoveCachedUser();
  const trpc = useTRPC();
  const remove = useMutation(trpc.admin.deleteUser.mutationOptions());
  const [target, setTarget] = useState<AdminUser | null>(null);
  const list = useMemo(() => users.data?.pages.flat() ?? [], [users.data]);

  useEffect(() => {
    if (!users.error || isForbidden(users.error)) return;
    toast({
      title: 'Error',
      description: 'Failed to load users. Please try again later.',
      variant: 'destructive',
    });
  }, [users.error]);

  if (users.error && isForbidden(users.error)) return <NotAuthorisedHere />;

  const onConfirm = () => {
    const user = target;
    if (!user) return;
    remove.mutate(
      { id: user.id },
      {
        onSuccess: () => {
          removeCached(user.id);
          toast({ title: 'User deleted', description: `User ${user.username} has been deleted.` });
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to delete user. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-end sm:justify-between">
        <div>
          <CardTitle>All users</CardTitle>
          <CardDescription>Everyone who has signed in, newest first.</CardDescription>
        </div>
        <p className="text-parchment-dim text-sm" aria-live="polite">
          Total users: <span className="font-semibold text-parchment tabular-nums">{list.length}</span>
          {users.hasNextPage ? '+' : ''}
        </p>
      </CardHeader>
      <CardContent>
        {users.isPending ? (
          <CenteredSpinner label="Loading users" />
        ) : users.error && !users.data ? (
          <div className="flex flex-wrap items-center gap-3 text-parchment-dim">
            <p>The user list could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <UsersTable users={list} selfId={selfId} onDelete={setTarget} />
            <LoadMore
              pages={users}
              label="Load more users"
              endLabel="All users are shown."
              className="mt-4"
            />
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
        title="Are you sure?"
        description={`This will permanently delete ${target?.username ?? 'this user'} together with their saved readings and compatibility checks. This action cannot be undone.`}
        onConfirm={onConfirm}
      />
    </Card>
  );
}

export function AdminPage() {
  // The caller's own profile gives a role that is known to be loaded (the context's starts as 'user') and their id.
  const trpc = useTRPC();
  const me = useQuery(trpc.user.me.queryOptions());

  return (
    <div>
      <PageHeader
        icon={<Users />}
        title="User Management"
        description="See who uses the app and remove accounts."
      />
      {me.isPending ? (
        <CenteredSpinner label="Checking your access" />
      ) : me.data && isAdminRole(me.data.role) ? (
        <UserManagement selfId={me.data.id} />
      ) : (
        <NotAuthorisedHere />
      )}
    </div>
  );
}
