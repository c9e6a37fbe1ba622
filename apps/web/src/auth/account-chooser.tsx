import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { ArrowLeft, UserPlus, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { GoogleMark } from '../components/google-mark';
import { Button } from '../components/ui/button';
import { Input, Label } from '../components/ui/input';
import {
  type EmulatorAccount,
  forgetAccount,
  isValidEmail,
  readRecentAccounts,
  rememberAccount,
  subForEmail,
} from './recent-accounts';

interface AccountChooserProps {
  onChoose: (account: EmulatorAccount) => void;
  onCancel: () => void;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

const avatarColours = ['#1a73e8', '#188038', '#e37400', '#a142f4', '#d93025', '#007b83'];

function Avatar({ account }: { account: EmulatorAccount }) {
  const colour = avatarColours[account.sub.charCodeAt(account.sub.length - 1) % avatarColours.length];
  return (
    <span
      aria-hidden
      className="grid size-9 shrink-0 place-items-center rounded-full text-sm font-medium text-white"
      style={{ backgroundColor: colour }}
    >
      {initials(account.name)}
    </span>
  );
}

function NewAccountForm({ onDone, onBack }: { onDone: (a: EmulatorAccount) => void; onBack?: () => void }) {
  const nameId = useId();
  const emailId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const { t } = useLingui();

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: { name?: string; email?: string } = {};
    if (!name.trim()) next.name = t`Enter a name`;
    if (!email.trim()) next.email = t`Enter an email`;
    else if (!isValidEmail(email)) next.email = t`Enter a valid email address`;
    setErrors(next);
    if (next.name || next.email) return;
    onDone({ sub: subForEmail(email), email: email.trim().toLowerCase(), name: name.trim() });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={nameId}>
          <Trans>Name</Trans>
        </Label>
        <Input
          id={nameId}
          value={name}
          autoComplete="name"
          onChange={(e) => setName(e.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${nameId}-error` : undefined}
        />
        {errors.name ? (
          <p id={`${nameId}-error`} className="text-xs text-ember">
            {errors.name}
          </p>
        ) : null}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={emailId}>
          <Trans>Email</Trans>
        </Label>
        <Input
          id={emailId}
          type="email"
          value={email}
          autoComplete="email"
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${emailId}-error` : undefined}
        />
        {errors.email ? (
          <p id={`${emailId}-error`} className="text-xs text-ember">
            {errors.email}
          </p>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-2">
        {onBack ? (
          <Button variant="ghost" size="sm" onClick={onBack}>
            <ArrowLeft aria-hidden /> <Trans>Back</Trans>
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit">
          <Trans>Next</Trans>
        </Button>
      </div>
    </form>
  );
}

/** The emulator's stand-in for Google's "Choose an account" popup (docs/PRODUCT.md §10 "Auth"). */
export default function AccountChooser({ onChoose, onCancel }: AccountChooserProps) {
  const [accounts, setAccounts] = useState(() => readRecentAccounts());
  const [adding, setAdding] = useState(accounts.length === 0);
  const { t } = useLingui();

  function choose(account: EmulatorAccount) {
    rememberAccount(account);
    onChoose(account);
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card border border-gold/30 bg-forest-900 p-6 text-parchment shadow-glow data-[state=open]:animate-fade-in">
          <div className="flex flex-col items-center gap-2 text-center">
            <GoogleMark className="size-6" />
            <Dialog.Title className="font-sans text-xl font-normal">
              {adding ? t`Use another account` : t`Choose an account`}
            </Dialog.Title>
            <Dialog.Description className="text-sm text-parchment-dim">
              <Trans>to continue to Celtic Zodiac Explorer</Trans>
              <span className="mt-1 block text-xs text-parchment-faint">
                <Trans>Local emulator sign-in — no password needed</Trans>
              </span>
            </Dialog.Description>
          </div>
          <div className="mt-5">
            {adding ? (
              <NewAccountForm onDone={choose} onBack={accounts.length ? () => setAdding(false) : undefined} />
            ) : (
              <ul className="divide-y divide-forest-700 border-y border-forest-700">
                {accounts.map((account) => (
                  <li key={account.sub} className="flex items-center">
                    <button
                      type="button"
                      onClick={() => choose(account)}
                      className="focus-ring flex min-w-0 flex-1 cursor-pointer items-center gap-3 px-2 py-3 text-left hover:bg-forest-800"
                    >
                      <Avatar account={account} />
                      <span className="min-w-0">
                        <span className="block truncate text-sm font-medium">{account.name}</span>
                        <span className="block truncate text-xs text-parchment-dim">{account.email}</span>
                      </span>
                    </button>
                    <button
                      type="button"
                      aria-label={t`Remove ${account.email} from this list`}
                      onClick={() => {
                        forgetAccount(account.sub);
                        const rest = readRecentAccounts();
                        setAccounts(rest);
                        if (rest.length === 0) setAdding(true);
                      }}
                      className="focus-ring rounded-md p-2 text-parchment-faint hover:text-parchment"
                    >
                      <X aria-hidden className="size-4" />
                    </button>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    onClick={() => setAdding(true)}
                    className="focus-ring flex w-full cursor-pointer items-center gap-3 px-2 py-3 text-left text-sm hover:bg-forest-800"
                  >
                    <span className="grid size-9 place-items-center rounded-full border border-forest-600">
                      <UserPlus aria-hidden className="size-4 text-gold" />
                    </span>
                    <Trans>Use another account</Trans>
                  </button>
                </li>
              </ul>
            )}
          </div>
          <Dialog.Close
            aria-label={t`Close`}
            className="focus-ring absolute top-3 right-3 rounded-md p-1 text-parchment-faint hover:text-parchment"
          >
            <X aria-hidden className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
