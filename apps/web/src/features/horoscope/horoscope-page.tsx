import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { MoonStar, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { signLabel } from '../../i18n/sign-names';
import { useCelticNow } from '../../lib/celtic-now';
import { useZodiacSign } from '../../sign/sign-context';
import { CalendarFeed } from './calendar-feed';
import { DayReading } from './day-reading';
import { PeriodNav } from './period-nav';
import { PeriodReading } from './period-reading';
import type { HoroscopeSearch } from './periods';

function NoSign() {
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <MoonStar aria-hidden className="mx-auto size-10 text-gold" />
      <h2 className="mt-3 font-display text-parchment text-xl">
        <Trans>No sign chosen yet</Trans>
      </h2>
      <p className="mt-2 text-parchment-dim">
        <Trans>Choose your Celtic sign to receive its daily horoscope.</Trans>
      </p>
      <Link to="/welcome" className={buttonClasses({ className: 'mt-5' })}>
        <Trans>Select Your Zodiac Sign</Trans>
      </Link>
    </Card>
  );
}

interface HoroscopePageProps {
  /** The route's validated search params. */
  search: HoroscopeSearch;
  /** Moves to other search params (the route navigates). */
  onSearch: (search: HoroscopeSearch) => void;
}

/** The sign's reading for a day, week, month or year; the view and the date are the URL's search params. */
export function HoroscopePage({ search, onSearch }: HoroscopePageProps) {
  const { sign, role } = useZodiacSign();
  const { isoDate: today } = useCelticNow();
  const [refreshKey, setRefreshKey] = useState(0);
  const { t } = useLingui();
  const view = search.view ?? 'day';
  // docs/PRODUCT.md §5: the date is the user's own, not the server's.
  const date = search.date ?? today;
  // A view or date equal to the default stays out of the URL, so the plain /horoscope link means today.
  const to = (next: HoroscopeSearch): HoroscopeSearch => ({
    view: next.view === 'day' ? undefined : next.view,
    date: next.date === today ? undefined : next.date,
  });

  if (!sign) {
    return (
      <div>
        <PageHeader
          title={t`Daily Horoscope`}
          description={t`Guidance from the trees and the moon, renewed each day.`}
        />
        <NoSign />
      </div>
    );
  }

  const name = signLabel(sign.name);
  return (
    <div>
      <PageHeader
        title={t`Daily Horoscope`}
        description={
          view === 'day' && date === today
            ? t`What the trees and the moon hold for the ${name} today.`
            : t`What the trees and the moon hold for the ${name}.`
        }
        actions={
          <Button variant="secondary" onClick={() => setRefreshKey((k) => k + 1)}>
            <RefreshCw aria-hidden /> <Trans>Refresh</Trans>
          </Button>
        }
      />
      <PeriodNav
        view={view}
        date={date}
        today={today}
        to={to}
        onDate={(value) => onSearch(to({ view, date: value }))}
      />
      {view === 'day' ? (
        <DayReading sign={sign} date={date} refreshKey={refreshKey} />
      ) : (
        <PeriodReading sign={sign} kind={view} date={date} role={role} refreshKey={refreshKey} />
      )}
      <CalendarFeed sign={sign.name} />
    </div>
  );
}
