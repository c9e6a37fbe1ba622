import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Bookmark, Clock, Heart, Library } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { LoadMore } from '../../components/load-more';
import { buttonClasses } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger, tabIconClass } from '../../components/ui/tabs';
import { EmptyState } from './empty-state';
import { type SavedReading, selectFavorites, selectRecent } from './readings';
import type { useSavedReadings } from './saved-query';

interface SavedTabsProps {
  /** Every reading loaded so far. */
  all: readonly SavedReading[];
  pages: ReturnType<typeof useSavedReadings>;
  /** The cards of a list of readings. */
  cards: (list: readonly SavedReading[]) => ReactNode;
}

/** All readings, the favorites and the recent ones, each with its own empty state. */
export function SavedTabs({ all, pages, cards }: SavedTabsProps) {
  const favorites = useMemo(() => selectFavorites(all), [all]);
  const recent = useMemo(() => selectRecent(all), [all]);
  return (
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
        pages={pages}
        label={t`Load older readings`}
        endLabel={t`All your readings are shown.`}
        className="mt-6"
      />
    </Tabs>
  );
}
