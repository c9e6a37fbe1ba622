import { Trans, useLingui } from '@lingui/react/macro';
import { MailWarning } from 'lucide-react';

/**
 * Shown beside an address Firebase has not verified: anyone can sign up with an address that is not theirs,
 * so an administrator must not take it as the person's.
 */
export function UnverifiedBadge() {
  const { t } = useLingui();
  return (
    <span
      className="inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 font-medium text-amber-200 text-xs ring-1 ring-amber-400/50 ring-inset"
      title={t`Firebase has not verified this address: anyone can sign up with an address that is not theirs`}
    >
      <MailWarning aria-hidden className="size-3.5" />
      <Trans>Unverified</Trans>
    </span>
  );
}

/** The address as the admin lists show it, with the badge when it is unverified. */
export function AddressValue({ user }: { user: { email: string | null; emailVerified: boolean } }) {
  return (
    // A long address breaks anywhere (break-words would still count it whole in the column's width).
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <span className="min-w-0 [overflow-wrap:anywhere]">{user.email ?? '—'}</span>
      {user.email && !user.emailVerified ? <UnverifiedBadge /> : null}
    </span>
  );
}
