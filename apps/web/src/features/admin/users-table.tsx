import type { AdminUser } from '@celtic/api';
import { getSign } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { SignIcon } from '../../components/sign-icon';
import { Button } from '../../components/ui/button';
import { dateTimeFormat } from '../../i18n/format';
import { signLabel } from '../../i18n/sign-names';
import { cn } from '../../lib/cn';
import { useMediaQuery, XL_UP } from '../../lib/use-media-query';
import { RoleBadge } from './role-badge';
import { deleteBlockedReason } from './roles';
import { AddressValue } from './unverified-badge';

const th = 'px-4 py-3 text-left font-semibold text-gold text-xs uppercase tracking-wider whitespace-nowrap';
const td = 'px-4 py-3 align-middle';

// Actions stay in view should the table still overflow (a very long email).
const sticky = 'sticky right-0 bg-forest-900 shadow-[-12px_0_12px_-12px_rgb(0_0_0/0.8)]';

/** When an account was made, in the language shown. */
const formatDate = (iso: string) => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(at);
};

function Empty() {
  return <Trans>No users found</Trans>;
}

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
  if (!sign) {
    return (
      <span className="text-parchment-faint">
        <Trans>Not chosen</Trans>
      </span>
    );
  }
  return (
    <span className="flex items-center gap-2">
      <SignIcon sign={sign} size={22} />
      {signLabel(sign.name)}
    </span>
  );
}

function DeleteButton({ user, selfId, onDelete }: RowProps) {
  const blocked = deleteBlockedReason(user, selfId);
  const { t } = useLingui();
  const username = user.username;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="hover:text-ember"
      disabled={blocked !== null}
      title={blocked ?? undefined}
      aria-label={t`Delete ${username}`}
      onClick={() => onDelete(user)}
    >
      <Trash2 aria-hidden /> <Trans>Delete</Trans>
    </Button>
  );
}

function You({ user, selfId }: Pick<RowProps, 'user' | 'selfId'>) {
  return user.id === selfId ? (
    <span className="ml-2 text-parchment-faint text-xs">
      <Trans>(you)</Trans>
    </span>
  ) : null;
}

/** Wide screens: the seven columns of docs/PRODUCT.md §2. */
function Table({ users, selfId, onDelete }: UsersTableProps) {
  const { t } = useLingui();
  const headers = [t`ID`, t`Username`, t`Role`, t`Email`, t`Zodiac Sign`, t`Created At`];
  return (
    <section
      className="focus-ring overflow-x-auto"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: should the table still overflow, keyboard users must be able to scroll it (axe scrollable-region-focusable)
      tabIndex={0}
      aria-label={t`Registered users`}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">
          <Trans>Registered users</Trans>
        </caption>
        <thead>
          <tr className="border-forest-700 border-b">
            {headers.map((h) => (
              <th key={h} scope="col" className={th}>
                {h}
              </th>
            ))}
            <th scope="col" className={cn(th, sticky, 'text-right')}>
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.length === 0 ? (
            <tr>
              <td colSpan={7} className="px-4 py-8 text-center text-parchment-dim">
                <Empty />
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
                <td className={cn(td, 'text-parchment-dim')}>
                  <AddressValue user={user} />
                </td>
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
  const { t } = useLingui();
  if (users.length === 0) {
    return (
      <p className="py-6 text-center text-parchment-dim">
        <Empty />
      </p>
    );
  }
  return (
    <ul aria-label={t`Registered users`} className="grid gap-3 md:grid-cols-2">
      {users.map((user) => (
        <li
          key={user.id}
          className="@container min-w-0 rounded-lg border border-forest-700 bg-forest-950/40 p-4"
        >
          <div className="flex items-start justify-between gap-3">
            <h3 className="min-w-0 break-words font-medium text-parchment">
              {user.username}
              <You user={user} selfId={selfId} />
            </h3>
            <DeleteButton user={user} selfId={selfId} onDelete={onDelete} />
          </div>
          {/* Label beside value in a card wide enough, else above it: a long label ("Correo electrónico") left
              a role badge no room on a phone. */}
          <dl className="mt-2 grid grid-cols-1 items-center gap-x-4 gap-y-1 text-sm @sm:grid-cols-[auto_minmax(0,1fr)] @sm:gap-y-2">
            <dt className={label}>
              <Trans>ID</Trans>
            </dt>
            <dd className="text-parchment-faint tabular-nums">{user.id}</dd>
            <dt className={label}>
              <Trans>Role</Trans>
            </dt>
            <dd>
              <RoleBadge role={user.role} />
            </dd>
            <dt className={label}>
              <Trans>Email</Trans>
            </dt>
            <dd className="break-words text-parchment-dim">
              <AddressValue user={user} />
            </dd>
            <dt className={label}>
              <Trans>Zodiac Sign</Trans>
            </dt>
            <dd>
              <SignValue name={user.zodiacSign} />
            </dd>
            <dt className={label}>
              <Trans>Created At</Trans>
            </dt>
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
