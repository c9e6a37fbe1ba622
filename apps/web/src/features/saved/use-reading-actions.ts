import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { shareOrCopy } from '../../lib/share';
import { savedReadingShareUrl } from '../../lib/share-urls';
import { toast } from '../../lib/toast-store';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { sendOrQueue } from '../../offline/offline-writes';
import { isOnline } from '../../offline/online';
import { readingShareText, type SavedReading, shownSign } from './readings';
import { useSavedReadingsCache } from './saved-query';

/** What a saved reading's card can do: favorite, share, and delete after a confirmation. */
export function useReadingActions() {
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

  const toggleFavorite = (reading: SavedReading) =>
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

  const share = async (reading: SavedReading) => {
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

  const confirmDelete = () => {
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

  return {
    /** The reading whose favorite state is being sent. */
    favoriteBusyId: toggle.isPending ? toggle.variables?.id : undefined,
    toggleFavorite,
    share,
    askToDelete,
    pendingDelete,
    cancelDelete: () => setPendingDelete(null),
    confirmDelete,
  };
}
