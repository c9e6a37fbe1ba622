import type { AdminUser } from '@celtic/api';
import { getSign } from '@celtic/zodiac-core';
import { Trash2 } from 'lucide-react';
import { SignIcon } from '../../components/sign-icon';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useMediaQuery, XL_UP } from '../../lib/use-media-query';
import { RoleBadge } from './role-badge';
import { deleteBlockedReason } from './roles';

const th = 'px-4 py-3 text-left font-semibold text-gold text-xs uppercase tracking-wider whitespace-nowrap';
const td = 'px-4 py-3 align-middle';

// Actions stay in view should the table still overflow (a very long email).
const sticky = 'sticky right-0 bg-forest-900 shadow-[-12px_0_12px_-12px_rgb(0_0_0/0.8)]';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const formatDate = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : dateFormat.format(t);
};

const EMPTY = 'No users found';

interface UsersTableProps {
  users: readonly AdminUser[];
  selfId: number | undefined;
  onDelete: (user: AdminUser) => void;
}

interface RowProps {
  user: AdminUser;
  selfId: number | undefined;
  onDelete: (user: AdminUser) => void;
}

function SignValue({ name }: { name: string | null }) {
  const sign = name ? getSign(name) : null;
  if (!sign) return <span className="text-parchment-faint">Not chosen</span>;
  return (
    <span className="flex items-center gap-2">
      <SignIcon sign={sign} size={22} />
      {sign.name}
    </span>
  );
}

function DeleteButton({ user, selfId, onDelete }: RowProps) {
  const blocked = deleteBlockedReason(user, selfId);
  return (
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
  );
}

function You({ user, selfId }: Pick<RowProps, 'user' | 'selfId'>) {
  return user.id === selfId ? <span className="ml-2 text-parchment-faint text-xs">(you)</span> : null;
}

/** Wide screens: the seven columns of docs/PRODUCT.md §2. */
function Table({ users, selfId, onDelete }: UsersTableProps) {
  return (
    <section
      className="focus-ring overflow-x-auto"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: should the table still overflow, keyboard users must be able to scroll it (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label="Registered users"
    >
      <table className="w-full border-collapse text-sm">
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
                {EMPTY}
              </td>
            </tr>
          ) : (
            users.map((user) => (
              <tr key={user.id} className="border-forest-800 border-b last:border-0 hover:bg-forest-800/40">
                <td className={cn(td, 'text-parchment-faint tabular-nums')}>{user.id}</td>
                <th scope="row" className={cn(td, 'whitespace-nowrap text-left font-medium text-parchment')}>
                  {user.username}
                  <You user={user} selfId={selfId} />
                </th>
                <td className={td}>
                  <RoleBadge role={user.role} />
                </td>
                <td className={cn(td, 'text-parchment-dim')}>{user.email ?? '—'}</td>
                <td className={td}>
                  <SignValue name={user.zodiacSign} />
                </td>
                <td className={cn(td, 'whitespace-nowrap text-parchment-dim')}>
                  <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                </td>
                <td className={cn(td, sticky, 'text-right')}>
                  <DeleteButton user={user} selfId={selfId} onDelete={onDelete} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

const label = 'font-semibold text-[0.7rem] text-gold uppercase tracking-wider';

/** Narrow and middle screens: a card per user, the username as its heading and each field labelled. */
function Cards({ users, selfId, onDelete }: UsersTableProps) {
  if (users.length === 0) return <p className="py-6 text-center text-parchment-dim">{EMPTY}</p>;
  return (
    <ul aria-label="Registered users" className="grid gap-3 md:grid-cols-2">
      {users.map((user) => (
        <li key={user.id} className="min-w-0 rounded-lg border border-forest-700 bg-forest-950/40 p-4">
          <div className="flex items-start justify-between gap-3">
            <h3 className="min-w-0 break-words font-medium text-parchment">
              {user.username}
              <You user={user} selfId={selfId} />
            </h3>
            <DeleteButton user={user} selfId={selfId} onDelete={onDelete} />
          </div>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 text-sm">
            <dt className={label}>ID</dt>
            <dd className="text-parchment-faint tabular-nums">{user.id}</dd>
            <dt className={label}>Role</dt>
            <dd>
              <RoleBadge role={user.role} />
            </dd>
            <dt className={label}>Email</dt>
            <dd className="break-words text-parchment-dim">{user.email ?? '—'}</dd>
            <dt className={label}>Zodiac Sign</dt>
            <dd>
              <SignValue name={user.zodiacSign} />
            </dd>
            <dt className={label}>Created At</dt>
            <dd className="text-parchment-dim">
              <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * The seven columns need about 52rem beside the 18rem sidebar, so the table shows from the `xl` breakpoint up;
 * below it each user is a card and nothing scrolls sideways.
 */
export function UsersTable(props: UsersTableProps) {
  return useMediaQuery(XL_UP) ? <Table {...props} /> : <Cards {...props} />;
}
