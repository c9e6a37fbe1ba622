import { skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Bookmark, BookmarkCheck, MoonStar, RefreshCw, RotateCcw, Share2, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { PageHeader } from '../../components/page-header';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useCelticNow } from '../../lib/celtic-now';
import { errorText } from '../../lib/errors';
import { shareOrCopy } from '../../lib/share';
import { toast } from '../../lib/toast-store';
import { api, trpc } from '../../lib/trpc';
import { newActionKey, sendOrQueue } from '../../offline/offline-writes';
import { isOnline } from '../../offline/online';
import { useZodiacSign } from '../../sign/sign-context';
import { savedReadingsRoot } from '../saved/saved-query';
import { HoroscopeCard } from './horoscope-card';
import { composeReadingContent, horoscopeShareText } from './reading-text';

function NoSign() {
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <MoonStar aria-hidden className="mx-auto size-10 text-gold" />
      <h2 className="mt-3 font-display text-parchment text-xl">No sign chosen yet</h2>
      <p className="mt-2 text-parchment-dim">Choose your Celtic sign to receive its daily horoscope.</p>
      <Link to="/welcome" className={buttonClasses({ className: 'mt-5' })}>
        Select Your Zodiac Sign
      </Link>
    </Card>
  );
}

/** "{status}" from the "{status}: {text}" error form, or the whole text when there is no status. */
function statusOf(err: unknown): string {
  const text = errorText(err);
  return /^(\d{3}):/.exec(text)?.[1] ?? text;
}

export function HoroscopePage() {
  const { sign } = useZodiacSign();
  const { isoDate } = useCelticNow();
  const queryClient = useQueryClient();
  // docs/PRODUCT.md §5: fetched only when a sign is set; the date is the user's own, not the server's.
  const query = trpc.horoscope.daily.useQuery(sign ? { sign: sign.name, date: isoDate } : skipToken);
  const uid = useAuth().user?.uid ?? 'guest';
  // One idempotency key per click, kept with the write if it has to wait for the network (docs/PRODUCT.md §10).
  const save = useMutation({
    networkMode: 'always',
    mutationFn: (request: { content: string; zodiacSign: string; isFavorite: boolean }) => {
      const input = { ...request, idempotencyKey: newActionKey() };
      return sendOrQueue({ kind: 'saveReading', uid, input }, () => api.readings.create.mutate(input));
    },
  });
  const [savedKey, setSavedKey] = useState<string | null>(null);

  useEffect(() => {
    // Without a network the offline banner says so, and what was kept on this device is shown instead.
    if (!query.error || !isOnline()) return;
    toast({
      title: 'Error fetching horoscope',
      description: 'Failed to fetch your daily horoscope. Please try again later.',
      variant: 'destructive',
    });
  }, [query.error]);

  if (!sign) {
    return (
      <div>
        <PageHeader
          title="Daily Horoscope"
          description="Guidance from the trees and the moon, renewed each day."
        />
        <NoSign />
      </div>
    );
  }

  const horoscope = query.data;
  const thisKey = horoscope ? `${sign.name}|${horoscope.date}` : null;

  const onSave = () => {
    if (!horoscope || !thisKey) return;
    save.mutate(
      { content: composeReadingContent(horoscope), zodiacSign: sign.name, isFavorite: false },
      {
        onSuccess: (sent) => {
          setSavedKey(thisKey);
          // A queued save has said so already (offline-writes.ts); the list changes once it is sent.
          if (sent.queued) return;
          void queryClient.invalidateQueries({ queryKey: savedReadingsRoot });
          toast({
            title: 'Reading Saved',
            description: 'Your horoscope has been added to your saved readings.',
          });
        },
        onError: () =>
          toast({
            title: 'Error Saving Reading',
            description: 'Failed to save your horoscope reading. Please try again later.',
            variant: 'destructive',
          }),
      },
    );
  };

  const onShare = async () => {
    if (!horoscope) return;
    try {
      const outcome = await shareOrCopy({
        title: `${sign.name} horoscope`,
        text: horoscopeShareText(sign.name, horoscope),
      });
      if (outcome === 'copied') {
        toast({ title: 'Horoscope Copied', description: 'Your horoscope has been copied to the clipboard.' });
      }
    } catch {
      toast({
        title: 'Error Sharing Horoscope',
        description: 'Your browser could not share or copy the horoscope.',
        variant: 'destructive',
      });
    }
  };

  const saved = thisKey !== null && savedKey === thisKey;

  return (
    <div>
      <PageHeader
        title="Daily Horoscope"
        description={`What the trees and the moon hold for the ${sign.name} today.`}
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RefreshCw aria-hidden className={query.isFetching ? 'animate-spin' : undefined} /> Refresh
          </Button>
        }
      />

      {query.isPending && !query.error ? (
        <div role="status" className="flex flex-col items-center gap-4 py-16 text-center">
          <Spinner className="size-10" label="Loading horoscope" />
          <p className="font-display text-gold-bright text-lg">Consulting the ancient Celtic wisdom...</p>
        </div>
      ) : null}

      {query.error ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-card border border-ember/60 bg-blood/30 p-5 sm:flex-row sm:items-center"
        >
          <TriangleAlert aria-hidden className="size-6 shrink-0 text-ember" />
          <div className="flex-1">
            <p className="font-semibold text-parchment">Failed to fetch horoscope: {statusOf(query.error)}</p>
            <p className="text-parchment-dim text-sm">
              The stars are clouded for a moment. Try again shortly.
            </p>
          </div>
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RotateCcw aria-hidden /> Retry
          </Button>
        </div>
      ) : null}

      {horoscope && !query.error ? (
        <HoroscopeCard
          sign={sign}
          horoscope={horoscope}
          actions={
            <>
              <Button onClick={onSave} disabled={save.isPending || saved}>
                {saved ? <BookmarkCheck aria-hidden /> : <Bookmark aria-hidden />}
                {saved ? 'Reading Saved' : save.isPending ? 'Saving…' : 'Save Reading'}
              </Button>
              <Button variant="outline" onClick={() => void onShare()}>
                <Share2 aria-hidden /> Share Horoscope
              </Button>
            </>
          }
        />
      ) : null}
    </div>
  );
}
