import type { AdminUser } from '@celtic/api';
import { Search, UserCog } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { LoadMore } from '../../components/load-more';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { CenteredSpinner } from '../../components/ui/spinner';
import { RoleBadge } from '../admin/role-badge';
import { useSystemUsers } from './system-queries';

/** Waits for typing to pause before searching: one request per word, not per key. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface UsersSectionProps {
  selfId: number | undefined;
  onChangeRole: (user: AdminUser) => void;
}

export function UsersSection({ selfId, onChangeRole }: UsersSectionProps) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 250);
  const users = useSystemUsers(q);
  const list = useMemo(() => users.data?.pages.flat() ?? [], [users.data]);
  const searchId = useId();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Users and roles</CardTitle>
        <CardDescription>Find someone by name or e-mail, then change their role.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5 sm:max-w-sm">
          <Label htmlFor={searchId}>Search users</Label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-2.5 left-3 size-4 text-parchment-faint"
            />
            <Input
              id={searchId}
              type="search"
              className="pl-9"
              placeholder="Name or e-mail"
              value={text}
              maxLength={254}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </div>
        {users.isPending ? (
          <CenteredSpinner label="Loading users" />
        ) : users.error && !users.data ? (
          <div className="flex flex-wrap items-center gap-3 text-parchment-dim">
            <p>The user list could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <p className="py-6 text-center text-parchment-dim">No users found</p>
        ) : (
          <ul aria-label="Users" className="divide-y divide-forest-700 rounded-lg border border-forest-700">
            {list.map((user) => (
              <li key={user.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="truncate font-medium text-parchment">
                    {user.username}
                    {user.id === selfId ? (
                      <span className="ml-2 text-parchment-faint text-xs">(you)</span>
                    ) : null}
                  </p>
                  <p className="truncate text-parchment-dim text-sm">{user.email ?? '—'}</p>
                </div>
                <div className="flex items-center gap-2">
                  <RoleBadge role={user.role} />
                  {user.roleSetByHand ? (
                    <span
                      className="text-parchment-faint text-xs"
                      title="Set on this page: the e-mail lists leave it alone"
                    >
                      set by hand
                    </span>
                  ) : null}
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Change role of ${user.username}`}
                  onClick={() => onChangeRole(user)}
                >
                  <UserCog aria-hidden /> Change role
                </Button>
              </li>
            ))}
          </ul>
        )}
        <LoadMore pages={users} label="Load more users" endLabel="All matching users are shown." />
      </CardContent>
    </Card>
  );
}
