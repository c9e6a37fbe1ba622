import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Bookmark, BookmarkX } from 'lucide-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { PageHeader } from '../../components/page-header';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { CenteredSpinner } from '../../components/ui/spinner';
import { toast } from '../../lib/toast-store';
import { isOnline } from '../../offline/online';
import { EmptyState } from './empty-state';
import { ReadingCard } from './reading-card';
import type { SavedReading } from './readings';
import { useSavedReadings } from './saved-query';
import { SavedTabs } from './saved-tabs';
import { useReadingActions } from './use-reading-actions';

function Grid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">{children}</ul>;
}

export function SavedPage() {
  const query = useSavedReadings();
  const actions = useReadingActions();
  const all = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);

  useEffect(() => {
    // Without a network the offline banner says so, and what was kept on this device is shown instead.
    if (!query.error || !isOnline()) return;
    toast({
      title: t`Error fetching readings`,
      description: t`Failed to fetch your saved readings. Please try again later.`,
      variant: 'destructive',
    });
  }, [query.error]);

  const cards = (list: readonly SavedReading[]) => (
    <Grid>
      {list.map((reading) => (
        <li key={reading.id}>
          <ReadingCard
            reading={reading}
            favoriteBusy={actions.favoriteBusyId === reading.id}
            onToggleFavorite={actions.toggleFavorite}
            onShare={(r) => void actions.share(r)}
            onDelete={actions.askToDelete}
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
    body = <SavedTabs all={all} pages={query} cards={cards} />;
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
        open={actions.pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) actions.cancelDelete();
        }}
        title={t`Are you sure?`}
        description={t`This action cannot be undone. This will permanently delete your saved reading.`}
        onConfirm={actions.confirmDelete}
      />
    </div>
  );
}
