import { getSign, scoreCompatibilityIn, signs } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { HeartHandshake, History } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { LoadMore } from '../../components/load-more';
import { PageHeader } from '../../components/page-header';
import { SignIcon } from '../../components/sign-icon';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { CenteredSpinner } from '../../components/ui/spinner';
import { signDates, signLabel } from '../../i18n/sign-names';
import { useApiLocale } from '../../i18n/use-api-locale';
import { toast } from '../../lib/toast-store';
import { useTRPCClient } from '../../lib/trpc';
import { newActionKey, sendOrQueue } from '../../offline/offline-writes';
import { isOnline } from '../../offline/online';
import { useZodiacSign } from '../../sign/sign-context';
import { CompatibilityAbout } from './compatibility-about';
import { type CheckedPair, CompatibilityResult } from './compatibility-result';
import { onePerPair, parseDetails, toHistoryRows } from './history';
import { useAddToHistory, useCompatibilityHistory } from './history-query';
import { HistoryTable } from './history-table';

function SignSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  const chosen = getSign(value);
  const { t } = useLingui();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          {/* The trigger shows the icon and name only; the list also shows the dates. */}
          <SelectValue placeholder={t`Choose a sign`}>
            {chosen ? (
              <span className="flex items-center gap-2">
                <SignIcon sign={chosen} size={20} />
                {signLabel(chosen.name)}
              </span>
            ) : null}
          </SelectValue>
        </SelectTrigger>
        <SelectContent>
          {signs.map((sign) => (
            <SelectItem key={sign.name} value={sign.name}>
              <span className="flex items-center gap-2">
                <SignIcon sign={sign} size={20} />
                {signLabel(sign.name)}
                <span className="text-parchment-faint text-xs">{signDates(sign.name)}</span>
              </span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function HistoryCard() {
  const history = useCompatibilityHistory();
  const { t } = useLingui();
  // Each page is checked on its own: docs/PRODUCT.md §7 treats a non-array answer as empty.
  const rows = useMemo(() => onePerPair(history.data?.pages.flatMap(toHistoryRows) ?? []), [history.data]);

  useEffect(() => {
    // Without a network the offline banner says so, and what was kept on this device is shown instead.
    if (!history.error || !isOnline()) return;
    toast({
      title: t`Error fetching history`,
      description: t`Failed to fetch your compatibility history. Please try again later.`,
      variant: 'destructive',
    });
  }, [history.error, t]);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden className="size-5" /> <Trans>Your compatibility history</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Every pairing you have checked, newest first.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <CenteredSpinner label={t`Loading history`} />
        ) : history.error && !history.data ? (
          <div className="flex flex-wrap items-center gap-3 text-parchment-dim">
            <p role="alert">
              <Trans>Your history could not be loaded.</Trans>
            </p>
            <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <>
            <HistoryTable rows={rows} />
            <LoadMore
              pages={history}
              label={t`Load more checks`}
              endLabel={t`All your checks are shown.`}
              className="mt-4"
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

export function CompatibilityPage() {
  const { sign } = useZodiacSign();
  const addToHistory = useAddToHistory();
  const [first, setFirst] = useState<string>(sign?.name ?? '');
  const [second, setSecond] = useState('');
  const [result, setResult] = useState<CheckedPair | null>(null);
  const uid = useAuth().user?.uid ?? 'guest';
  const client = useTRPCClient();
  const lang = useApiLocale();
  const { t } = useLingui();
  // One idempotency key per check, kept with the write if it has to wait for the network.
  const check = useMutation({
    networkMode: 'always',
    mutationFn: (request: { firstSign: string; secondSign: string }) => {
      // The saved details are worded in the language shown (the score is the same in every language).
      const input = { ...request, lang, idempotencyKey: newActionKey() };
      return sendOrQueue({ kind: 'checkCompatibility', uid, input }, () =>
        client.compatibility.check.mutate(input),
      );
    },
  });

  const onCheck = () => {
    if (!first || !second) {
      toast({
        title: t`Please select two signs`,
        description: t`You need to select two zodiac signs to check compatibility.`,
        variant: 'destructive',
      });
      return;
    }
    check.mutate(
      { firstSign: first, secondSign: second },
      {
        onSuccess: (sent) => {
          if (sent.queued) {
            // The score is the server's rule, which is pure (zodiac-core): the same answer it will store.
            const local = scoreCompatibilityIn(first, second, lang);
            setResult({
              firstSign: getSign(first)?.name ?? first,
              secondSign: getSign(second)?.name ?? second,
              score: local.score,
              details: {
                description: local.description,
                strengths: local.strengths,
                challenges: local.challenges,
              },
            });
            return;
          }
          const record = sent.answer;
          setResult({
            firstSign: record.firstSign,
            secondSign: record.secondSign,
            score: record.compatibilityScore,
            details: parseDetails(record.compatibilityDetails),
          });
          addToHistory(record);
        },
        onError: () =>
          toast({
            title: t`Error checking compatibility`,
            description: t`Failed to calculate compatibility. Please try again later.`,
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div>
      <PageHeader
        icon={<HeartHandshake />}
        title={t`Compatibility`}
        description={t`Choose two signs and see how their trees, elements and spirits meet.`}
      />
      <div className="grid gap-6 2xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>
                <Trans>Check two signs</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <form
                className="grid items-end gap-4 md:grid-cols-[1fr_1fr_auto]"
                onSubmit={(e) => {
                  e.preventDefault();
                  onCheck();
                }}
              >
                <SignSelect label={t`First Sign`} value={first} onChange={setFirst} />
                <SignSelect label={t`Second Sign`} value={second} onChange={setSecond} />
                <Button type="submit" disabled={check.isPending}>
                  <HeartHandshake aria-hidden />{' '}
                  {check.isPending ? t`Reading the signs…` : t`Check Compatibility`}
                </Button>
              </form>
            </CardContent>
          </Card>
          {result ? <CompatibilityResult pair={result} /> : null}
          <HistoryCard />
        </div>
        <aside aria-label={t`About compatibility`}>
          <CompatibilityAbout />
        </aside>
      </div>
    </div>
  );
}
