import { getSign } from '@celtic/zodiac-core';
import { Trash2 } from 'lucide-react';
import { SignIcon } from '../../components/sign-icon';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { RoleBadge } from './role-badge';
import { deleteBlockedReason } from './roles';
import type { AdminUser } from './users-query';

const th = 'px-4 py-3 text-left font-semibold text-gold text-xs uppercase tracking-wider whitespace-nowrap';
const td = 'px-4 py-3 align-middle';

// Actions stay in view while a narrow screen scrolls the other columns sideways.
const sticky = 'sticky right-0 bg-forest-900 shadow-[-12px_0_12px_-12px_rgb(0_0_0/0.8)] lg:shadow-none';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : dateFormat.format(t);
};

interface UsersTableProps {
  users: readonly AdminUser[];
  selfId: number | undefined;
  onDelete: (user: AdminUser) => void;
}

export function UsersTable({ users, selfId, onDelete }: UsersTableProps) {
  return (
    <section
      className="focus-ring overflow-x-auto"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label="Registered users"
    >
      <table className="w-full min-w-[52rem] border-collapse text-sm">
        <caption className="sr-only">Registered users</caption>
        <thead>
          <tr className="border-forest-700 border-b">
            {['ID', 'Username', 'Role', 'Email', 'Zodiac Sign', 'Created At'].map((h) => (
              <th key={h} scope="col" className={th}>
                {h}
              </th>
            ))}
            <th scope="col" className={cn(th, sticky, 'text-right')}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {users.length === 0 ? (
            <tr>
              <td colSpan={7} className="px-4 py-8 text-center text-parchment-dim">
                No users found
              </td>
            </tr>
          ) : (
            users.map((user) => {
              const blocked = deleteBlockedReason(user, selfId);
              const sign = user.zodiacSign ? getSign(user.zodiacSign) : null;
              return (
                <tr key={user.id} className="border-forest-800 border-b last:border-0 hover:bg-forest-800/40">
                  <td className={cn(td, 'text-parchment-faint tabular-nums')}>{user.id}</td>
                  <th
                    scope="row"
                    className={cn(td, 'whitespace-nowrap text-left font-medium text-parchment')}
                  >
                    {user.username}
                    {user.id === selfId ? (
                      <span className="ml-2 text-parchment-faint text-xs">(you)</span>
                    ) : null}
                  </th>
                  <td className={td}>
                    <RoleBadge role={user.role} />
                  </td>
                  <td className={cn(td, 'text-parchment-dim')}>{user.email ?? '—'}</td>
                  <td className={td}>
                    {sign ? (
                      <span className="flex items-center gap-2">
                        <SignIcon sign={sign} size={22} />
                        {sign.name}
                      </span>
                    ) : (
                      <span className="text-parchment-faint">Not chosen</span>
                    )}
                  </td>
                  <td className={cn(td, 'whitespace-nowrap text-parchment-dim')}>
                    <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                  </td>
                  <td className={cn(td, sticky, 'text-right')}>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="hover:text-ember"
                      disabled={blocked !== null}
                      title={blocked ?? undefined}
                      aria-label={`Delete ${user.username}`}
                      onClick={() => onDelete(user)}
                    >
                      <Trash2 aria-hidden /> Delete
                    </Button>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </section>
  );
}
