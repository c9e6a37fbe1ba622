import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Bookmark, BookmarkX, Clock, Heart, Library } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { LoadMore } from '../../components/load-more';
import { PageHeader } from '../../components/page-header';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button, buttonClasses } from '../../components/ui/button';
import { CenteredSpinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger, tabIconClass } from '../../components/ui/tabs';
import { shareOrCopy } from '../../lib/share';
import { savedReadingShareUrl } from '../../lib/share-urls';
import { toast } from '../../lib/toast-store';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { sendOrQueue } from '../../offline/offline-writes';
import { isOnline } from '../../offline/online';
import { EmptyState } from './empty-state';
import { ReadingCard } from './reading-card';
import { readingShareText, type SavedReading, selectFavorites, selectRecent, shownSign } from './readings';
import { useSavedReadings, useSavedReadingsCache } from './saved-query';

function Grid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">{children}</ul>;
}

export function SavedPage() {
  const query = useSavedReadings();
  const cache = useSavedReadingsCache();
  const uid = useAuth().user?.uid ?? 'guest';
  const trpc = useTRPC();
  const client = useTRPCClient();
  const toggle = useMutation({
    networkMode: 'always',
    mutationFn: (input: { id: number; isFavorite: boolean }) =>
      sendOrQueue({ kind: 'toggleFavorite', uid, input }, () => client.readings.toggleFavorite.mutate(input)),
  });
  const remove = useMutation(trpc.readings.delete.mutationOptions());
  const [pendingDelete, setPendingDelete] = useState<SavedReading | null>(null);

  const all = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  const favorites = useMemo(() => selectFavorites(all), [all]);
  const recent = useMemo(() => selectRecent(all), [all]);

  useEffect(() => {
    // Without a network the offline banner says so, and what was kept on this device is shown instead.
    if (!query.error || !isOnline()) return;
    toast({
      title: t`Error fetching readings`,
      description: t`Failed to fetch your saved readings. Please try again later.`,
      variant: 'destructive',
    });
  }, [query.error]);

  const onToggleFavorite = (reading: SavedReading) =>
    toggle.mutate(
      // The value wanted, not a flip: sent again after a lost answer (the outbox), it changes nothing.
      { id: reading.id, isFavorite: !reading.isFavorite },
      {
        // docs/PRODUCT.md §4: the list takes the reading the server returns.
        onSuccess: (sent, input) => {
          // Made offline: shown as wanted now, sent when the network returns.
          const updated = sent.queued ? { ...reading, isFavorite: input.isFavorite } : sent.answer;
          cache.replace(updated);
          if (sent.queued) return;
          toast({ title: updated.isFavorite ? t`Added to Favorites` : t`Removed from Favorites` });
        },
        onError: () =>
          toast({
            title: t`Error updating reading`,
            description: t`Failed to update favorite status. Please try again later.`,
            variant: 'destructive',
          }),
      },
    );

  const onShare = async (reading: SavedReading) => {
    try {
      const sign = shownSign(reading.zodiacSign);
      const outcome = await shareOrCopy({
        title: t`${sign} reading`,
        text: readingShareText(reading),
        url: savedReadingShareUrl(reading),
      });
      if (outcome === 'copied')
        toast({ title: t`Reading Copied`, description: t`The reading is on your clipboard.` });
    } catch {
      toast({
        title: t`Error sharing reading`,
        description: t`Your browser could not share or copy the reading.`,
        variant: 'destructive',
      });
    }
  };

  // A delete cannot wait on the device: it asks for the network instead.
  const askToDelete = (reading: SavedReading) => {
    if (isOnline()) {
      setPendingDelete(reading);
      return;
    }
    toast({
      title: t`You're offline`,
      description: t`Deleting a reading needs the network. Please wait until you are back online.`,
    });
  };

  const onConfirmDelete = () => {
    const target = pendingDelete;
    if (!target) return;
    remove.mutate(
      { id: target.id },
      {
        onSuccess: () => {
          cache.remove(target.id);
          toast({ title: t`Reading Deleted`, description: t`Your saved reading has been removed.` });
        },
        onError: () =>
          toast({
            title: t`Error deleting reading`,
            description: t`Failed to delete reading. Please try again later.`,
            variant: 'destructive',
          }),
      },
    );
  };

  const cards = (list: readonly SavedReading[]) => (
    <Grid>
      {list.map((reading) => (
        <li key={reading.id}>
          <ReadingCard
            reading={reading}
            favoriteBusy={toggle.isPending && toggle.variables?.id === reading.id}
            onToggleFavorite={onToggleFavorite}
            onShare={(r) => void onShare(r)}
            onDelete={askToDelete}
          />
        </li>
      ))}
    </Grid>
  );

  let body: ReactNode;
  if (query.isPending) {
    body = <CenteredSpinner label={t`Loading saved readings`} />;
  } else if (query.error && !query.data) {
    // Only when nothing came: a failed later page keeps what is shown (the toast says so; the button stays).
    body = (
      <EmptyState icon={<BookmarkX />} title={t`Your readings could not be loaded`}>
        <Button variant="outline" className="mt-2" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <Tabs defaultValue="all">
        {/* One row at 390 px: the tabs fill it, and their icons wait for room (sm and up). */}
        <TabsList aria-label={t`Which readings to show`} fill>
          <TabsTrigger value="all">
            <Library aria-hidden className={tabIconClass} /> <Trans>All Readings</Trans>
            <span className="tabular-nums">({all.length})</span>
          </TabsTrigger>
          <TabsTrigger value="favorites">
            <Heart aria-hidden className={tabIconClass} /> <Trans>Favorites</Trans>
            <span className="tabular-nums">({favorites.length})</span>
          </TabsTrigger>
          <TabsTrigger value="recent">
            <Clock aria-hidden className={tabIconClass} /> <Trans>Recent</Trans>
          </TabsTrigger>
        </TabsList>

        <TabsContent value="all">
          {all.length === 0 ? (
            <EmptyState icon={<Bookmark />} title={t`No Saved Readings Yet`}>
              <p>
                <Trans>Save a daily horoscope and it will wait for you here.</Trans>
              </p>
              <Link to="/horoscope" className={buttonClasses({ className: 'mt-4' })}>
                <Trans>Read today's horoscope</Trans>
              </Link>
            </EmptyState>
          ) : (
            cards(all)
          )}
        </TabsContent>
        <TabsContent value="favorites">
          {favorites.length === 0 ? (
            <EmptyState icon={<Heart />} title={t`No Favorite Readings`}>
              <p>
                <Trans>Tap the heart on a reading to keep it among your favorites.</Trans>
              </p>
            </EmptyState>
          ) : (
            cards(favorites)
          )}
        </TabsContent>
        <TabsContent value="recent">
          {recent.length === 0 ? (
            <EmptyState icon={<Clock />} title={t`No Recent Readings`}>
              <p>
                <Trans>Your six most recent readings will appear here once you save some.</Trans>
              </p>
            </EmptyState>
          ) : (
            cards(recent)
          )}
        </TabsContent>

        <LoadMore
          pages={query}
          label={t`Load older readings`}
          endLabel={t`All your readings are shown.`}
          className="mt-6"
        />
      </Tabs>
    );
  }

  return (
    <div>
      <PageHeader
        icon={<Bookmark />}
        title={t`Saved Readings`}
        description={t`Your kept horoscopes, with favorites close at hand.`}
      />
      {body}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        title={t`Are you sure?`}
        description={t`This action cannot be undone. This will permanently delete your saved reading.`}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
