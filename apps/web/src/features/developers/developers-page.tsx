import type { ApiKeyRecord, ApiKeyUsage } from '@celtic/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Check, Copy, KeyRound, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { CenteredSpinner, Spinner } from '../../components/ui/spinner';
import { dateTimeFormat, intlLocale } from '../../i18n/format';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast-store';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useRefreshKeys } from './keys-query';
import { UsageChart } from './usage-chart';

/** Keys an account may hold at once (the server refuses an 11th with 409). */
const maxKeys = 10;
const nameMax = 100;

const withoutStatus = (err: unknown) => errorText(err).replace(/^\d{3}: /, '');

const when = (iso: string) =>
  dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A key just made: shown this once, with a way to copy it. It lives in this component's state only. */
function NewKey({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard here (an insecure origin, a refused permission): select it for the person to copy.
      field.current?.select();
      toast({ title: t`Select the key and copy it`, variant: 'destructive' });
    }
  }

  return (
    <Card className="border-gold/60">
      <CardHeader>
        <CardTitle>
          <Trans>Your new key “{name}”</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Copy it now: it is shown this once. The server keeps only a fingerprint of it, so nobody can show
            it to you again.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Label htmlFor={fieldId}>
          <Trans>New API key</Trans>
        </Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={fieldId}
            ref={field}
            readOnly
            value={secret}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs sm:text-sm"
          />
          <Button variant="outline" onClick={() => void copy()}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? t`Copied` : t`Copy`}
          </Button>
        </div>
        <p role="status" className="sr-only">
          {copied ? t`The key is copied to the clipboard` : ''}
        </p>
        <div>
          <Button onClick={onDone}>
            <Trans>I have copied it</Trans>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function CreateKey({
  count,
  onCreated,
}: {
  count: number;
  onCreated: (name: string, secret: string) => void;
}) {
  const { t } = useLingui();
  const client = useTRPCClient();
  const refresh = useRefreshKeys();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const full = count >= maxKeys;

  async function create(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '' || busy || full) return;
    setBusy(true);
    try {
      // By hand, not through the query cache: the key itself is kept nowhere but on screen.
      const made = await client.keys.create.mutate({ name: name.trim() });
      setName('');
      onCreated(made.name, made.key);
      await refresh();
    } catch (err) {
      toast({ title: t`Could not create the key`, description: withoutStatus(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void create(event)} className="flex flex-col gap-2">
      <Label htmlFor={fieldId}>
        <Trans>Name of a new key</Trans>
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={fieldId}
          value={name}
          maxLength={nameMax}
          placeholder={t`e.g. My calendar app`}
          onChange={(event) => setName(event.target.value)}
          disabled={full}
          required
        />
        <Button type="submit" disabled={busy || full || name.trim() === ''}>
          {busy ? <Spinner className="size-4" label={t`Creating the key`} /> : <KeyRound aria-hidden />}
          <Trans>Create key</Trans>
        </Button>
      </div>
      <p className="text-xs text-parchment-dim">
        {full
          ? t`You hold ${maxKeys} keys, the most an account may: revoke one to make another.`
          : t`You hold ${count} of at most ${maxKeys} keys.`}
      </p>
    </form>
  );
}

function KeyItem({
  apiKey,
  usage,
  onRevoke,
}: {
  apiKey: ApiKeyRecord;
  usage: ApiKeyUsage | undefined;
  onRevoke: (key: ApiKeyRecord) => void;
}) {
  const { t } = useLingui();
  const requests = usage?.keys.find((entry) => entry.id === apiKey.id)?.requests;
  return (
    <li className="rounded-card border border-gold/20 bg-forest-950/50 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="break-words font-display text-lg text-parchment">{apiKey.name}</h3>
          <p className="font-mono text-sm text-gold-bright">
            {apiKey.prefix}
            <span aria-hidden>…</span>
          </p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs text-parchment-dim">
            <dt>
              <Trans>Created</Trans>
            </dt>
            <dd>{when(apiKey.createdAt)}</dd>
            <dt>
              <Trans>Last used</Trans>
            </dt>
            <dd>{apiKey.lastUsedAt ? when(apiKey.lastUsedAt) : t`Never`}</dd>
          </dl>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onRevoke(apiKey)}
          aria-label={t`Revoke ${apiKey.name}`}
        >
          <Trash2 aria-hidden />
          <Trans>Revoke</Trans>
        </Button>
      </div>
      {usage && requests ? <UsageChart days={usage.days} requests={requests} /> : null}
    </li>
  );
}

/** How to send a key, and what the answers say of its limits. */
function HowToUse({ usage }: { usage: ApiKeyUsage | undefined }) {
  const { t } = useLingui();
  const number = new Intl.NumberFormat(intlLocale());
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const perMinute = usage?.perMinute;
  const perDay = usage?.perDay;
  const limits =
    perMinute != null && perDay != null
      ? t`Each key may make ${number.format(perMinute)} requests a minute and ${number.format(perDay)} a day (UTC).`
      : perMinute != null
        ? t`Each key may make ${number.format(perMinute)} requests a minute.`
        : perDay != null
          ? t`Each key may make ${number.format(perDay)} requests a day (UTC).`
          : t`Keys have no request limit on this server.`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Using a key</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm text-parchment-dim">
        <p>
          <Trans>
            Send the key in the X-Api-Key header of a public read: signs, daily, weekly readings, the calendar
            and birth charts. A key is not a sign-in: your own data still needs your account.
          </Trans>
        </p>
        <pre className="whitespace-pre-wrap break-all rounded-lg border border-gold/20 bg-forest-950 p-3 font-mono text-xs text-parchment">
          <code>{`curl -H "X-Api-Key: cz_live_…" "${origin}/api/horoscope/daily?sign=Wolf"`}</code>
        </pre>
        <p>{limits}</p>
        <p>
          <Trans>
            Every answer says what is left in its RateLimit-Policy and RateLimit headers. Past a limit the
            answer is 429, with Retry-After in seconds; an unknown or revoked key is 401. Without a key, reads
            are limited per address.
          </Trans>
        </p>
        <p>
          <Trans>
            Every path is described in the{' '}
            <a className="focus-ring rounded text-gold-bright underline" href="/api/docs">
              API reference
            </a>{' '}
            (also as{' '}
            <a className="focus-ring rounded text-gold-bright underline" href="/api/openapi.json">
              OpenAPI
            </a>
            ).
          </Trans>
        </p>
      </CardContent>
    </Card>
  );
}

/** /developers: the signed-in user's API keys: make, list with their use, revoke; and how to use one. */
export function DevelopersPage() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const refresh = useRefreshKeys();
  const keys = useQuery(trpc.keys.list.queryOptions());
  const usage = useQuery(trpc.keys.usage.queryOptions());
  const [made, setMade] = useState<{ name: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRecord | null>(null);

  async function revoke(key: ApiKeyRecord) {
    try {
      await client.keys.delete.mutate({ id: key.id });
      toast({ title: t`Key “${key.name}” revoked` });
    } catch (err) {
      toast({ title: t`Could not revoke the key`, description: withoutStatus(err), variant: 'destructive' });
    } finally {
      await refresh();
    }
  }

  let list: ReactNode;
  if (keys.isPending) list = <CenteredSpinner label={t`Loading your keys`} />;
  else if (keys.error && !keys.data)
    list = (
      <div className="flex flex-col items-start gap-2 text-sm text-parchment-dim">
        <p>{t`Your keys could not be loaded.`}</p>
        <Button variant="outline" onClick={() => void keys.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  else if (keys.data.length === 0)
    list = <p className="text-sm text-parchment-dim">{t`You have no API keys yet.`}</p>;
  else
    list = (
      <ul aria-label={t`Your API keys`} className="flex flex-col gap-3">
        {keys.data.map((key) => (
          <KeyItem key={key.id} apiKey={key} usage={usage.data} onRevoke={setRevoking} />
        ))}
      </ul>
    );

  return (
    <div>
      <PageHeader
        icon={<KeyRound />}
        title={t`Developers`}
        description={t`Keys for the public API: read the signs, readings and the calendar from your own programs.`}
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          {made ? <NewKey name={made.name} secret={made.secret} onDone={() => setMade(null)} /> : null}
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Your API keys</Trans>
              </CardTitle>
              <CardDescription>
                <Trans>Each key with its requests over the last 30 days.</Trans>
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-5">
              <CreateKey
                count={keys.data?.length ?? 0}
                onCreated={(name, secret) => setMade({ name, secret })}
              />
              {list}
            </CardContent>
          </Card>
        </div>
        <HowToUse usage={usage.data} />
      </div>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={t`Revoke this key?`}
        description={
          revoking
            ? t`Programs using “${revoking.name}” (${revoking.prefix}…) are refused from now on. This cannot be undone.`
            : ''
        }
        confirmLabel={t`Revoke`}
        onConfirm={() => {
          if (revoking) void revoke(revoking);
          setRevoking(null);
        }}
      />
    </div>
  );
}
