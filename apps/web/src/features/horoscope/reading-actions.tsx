import type { SignName } from '@celtic/zodiac-core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck, RotateCcw, Share2, TriangleAlert } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { Notice } from '../../components/address-notice';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { errorText, isBadRequest } from '../../lib/errors';
import { shareOrCopy } from '../../lib/share';
import { toast } from '../../lib/toast-store';
import { useTRPCClient } from '../../lib/trpc';
import { newActionKey, sendOrQueue } from '../../offline/offline-writes';
import { isOnline } from '../../offline/online';
import type { ReadingKind } from '../saved/readings';
import { savedLookupKey, savedReadingsRoot } from '../saved/saved-query';
import { formatIsoDate } from './dates';
import { daysAhead, firstDate } from './periods';

/** "{status}" from the "{status}: {text}" error form, or the whole text when there is no status. */
function statusOf(err: unknown): string {
  const text = errorText(err);
  return /^(\d{3}):/.exec(text)?.[1] ?? text;
}

export function ReadingLoading() {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-16 text-center">
      <Spinner className="size-10" label={t`Loading horoscope`} />
      <p className="font-display text-gold-bright text-lg">
        <Trans>Consulting the ancient Celtic wisdom...</Trans>
      </p>
    </div>
  );
}

interface ReadingErrorProps {
  error: unknown;
  retry: () => void;
  busy: boolean;
  /** A link back to today's reading, the way on when the server has no reading for what was asked. */
  backToToday: ReactNode;
}

export function ReadingError({ error, retry, busy, backToToday }: ReadingErrorProps) {
  if (isBadRequest(error)) {
    const first = formatIsoDate(firstDate);
    return (
      <Notice title={t`There is no reading for this date`} action={backToToday}>
        <Trans>
          Readings reach from {first} to {daysAhead} days after today.
        </Trans>
      </Notice>
    );
  }
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-card border border-ember/60 bg-blood/30 p-5 sm:flex-row sm:items-center"
    >
      <TriangleAlert aria-hidden className="size-6 shrink-0 text-ember" />
      <div className="flex-1">
        <p className="font-semibold text-parchment">
          <Trans>Failed to fetch horoscope: {statusOf(error)}</Trans>
        </p>
        <p className="text-parchment-dim text-sm">
          <Trans>The stars are clouded for a moment. Try again shortly.</Trans>
        </p>
      </div>
      <Button variant="outline" onClick={retry} disabled={busy}>
        <RotateCcw aria-hidden /> <Trans>Retry</Trans>
      </Button>
    </div>
  );
}

interface ReadingActionsProps {
  sign: SignName;
  /** Which reading this is (with the sign): the server keeps one saved copy of it, so Save says when it has one. */
  kind: ReadingKind;
  /** The reading's own day (YYYY-MM-DD) or period (2026-W48, 2026-11, 2026). */
  period: string;
  content: string;
  share: { title: string; text: string; url?: string };
}

/** Save Reading and Share Horoscope for a reading of any period. */
export function ReadingActions({ sign, kind, period, content, share }: ReadingActionsProps) {
  const queryClient = useQueryClient();
  const uid = useAuth().user?.uid ?? 'guest';
  const client = useTRPCClient();
  const readingKey = `${sign}|${kind}|${period}`;
  // Whether this account saved the reading already, on any device: asked of the server, kept with the saved list
  // (invalidated with it after a save or delete).
  const lookupKey = savedLookupKey(uid, sign, kind, period);
  const lookup = useQuery({
    queryKey: lookupKey,
    queryFn: () => client.readings.saved.query({ zodiacSign: sign, kind, period }),
    staleTime: 0,
  });
  // One idempotency key per click, kept with the write if it has to wait for the network (docs/PRODUCT.md §10).
  const save = useMutation({
    networkMode: 'always',
    mutationFn: (request: {
      content: string;
      zodiacSign: SignName;
      isFavorite: boolean;
      kind: ReadingKind;
      period: string;
    }) => {
      const input = { ...request, idempotencyKey: newActionKey() };
      return sendOrQueue({ kind: 'saveReading', uid, input }, () => client.readings.create.mutate(input));
    },
  });
  const [savedKey, setSavedKey] = useState<string | null>(null);
  const saved = savedKey === readingKey || lookup.data?.reading != null;

  const onSave = () =>
    save.mutate(
      { content, zodiacSign: sign, isFavorite: false, kind, period },
      {
        onSuccess: (sent) => {
          setSavedKey(readingKey);
          // A queued save has said so already (offline-writes.ts); the list changes once it is sent.
          if (sent.queued) return;
          const { alreadySaved, ...reading } = sent.answer;
          queryClient.setQueryData(lookupKey, { reading });
          void queryClient.invalidateQueries({ queryKey: savedReadingsRoot });
          toast(
            alreadySaved
              ? {
                  title: t`Already Saved`,
                  description: t`This reading is already in your saved readings.`,
                }
              : {
                  title: t`Reading Saved`,
                  description: t`Your horoscope has been added to your saved readings.`,
                },
          );
        },
        onError: () =>
          toast({
            title: t`Error Saving Reading`,
            description: t`Failed to save your horoscope reading. Please try again later.`,
            variant: 'destructive',
          }),
      },
    );

  const onShare = async () => {
    try {
      const outcome = await shareOrCopy(share);
      if (outcome === 'copied') {
        toast({
          title: t`Horoscope Copied`,
          description: t`Your horoscope has been copied to the clipboard.`,
        });
      }
    } catch {
      toast({
        title: t`Error Sharing Horoscope`,
        description: t`Your browser could not share or copy the horoscope.`,
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <Button onClick={onSave} disabled={save.isPending || saved}>
        {saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
        {saved ? t`Reading Saved` : save.isPending ? t`Saving…` : t`Save Reading`}
      </Button>
      <Button variant="outline" onClick={() => void onShare()}>
        <Share2 aria-hidden /> <Trans>Share Horoscope</Trans>
      </Button>
    </>
  );
}

/**
 * The toast every failed horoscope fetch shows (docs/PRODUCT.md §8). Not without a network: the offline banner
 * says so, and what was kept on this device is shown instead.
 */
/** A toast for a failed fetch; none for a 400, which the page explains in place. */
export function toastFetchFailed(error: unknown): void {
  if (!isOnline() || isBadRequest(error)) return;
  toast({
    title: t`Error fetching horoscope`,
    description: t`Failed to fetch your daily horoscope. Please try again later.`,
    variant: 'destructive',
  });
}
