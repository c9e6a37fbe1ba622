import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { MoonStar, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { AddressNotice, noticeAction } from '../../components/address-notice';
import { PageHeader } from '../../components/page-header';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { signLabel } from '../../i18n/sign-names';
import { useCelticNow } from '../../lib/celtic-now';
import type { RejectedParam } from '../../lib/search-params';
import { useZodiacSign } from '../../sign/sign-context';
import { CalendarFeed } from './calendar-feed';
import { formatIsoDate } from './dates';
import { DayReading } from './day-reading';
import { OutOfRange } from './out-of-range';
import { PeriodNav } from './period-nav';
import { PeriodReading } from './period-reading';
import { type HoroscopeSearch, inRange, nearestDate, periodLabel, type View } from './periods';

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
  /** The params of the address that could not be read. */
  rejected?: RejectedParam[];
  /** Moves to other search params (the route navigates). */
  onSearch: (search: HoroscopeSearch) => void;
}

/** The sign's reading for a day, week, month or year; the view and the date are the URL's search params. */
export function HoroscopePage({ search, rejected = [], onSearch }: HoroscopePageProps) {
  const { sign, role } = useZodiacSign();
  const { isoDate: today } = useCelticNow();
  const [refreshKey, setRefreshKey] = useState(0);
  const { t } = useLingui();
  const dateRejected = rejected.some((param) => param.name === 'date');
  const headings: Record<View, string> = {
    day: t`Daily Horoscope`,
    week: t`Weekly Horoscope`,
    month: t`Monthly Horoscope`,
    year: t`Yearly Horoscope`,
  };
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
  const shown = inRange(view, date, today);
  const nearest = nearestDate(date, today);
  const nearestLabel = view === 'day' ? formatIsoDate(nearest) : periodLabel(view, nearest);
  return (
    <div>
      <PageHeader
        title={headings[view]}
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
      <AddressNotice
        rejected={rejected}
        fallback={
          dateRejected ? t`Today’s reading is shown instead.` : t`The day’s reading is shown instead.`
        }
        action={
          <Link to="/horoscope" search={to({ view, date })} className={noticeAction}>
            {dateRejected ? t`Go to today` : t`Go to the day’s reading`}
          </Link>
        }
      />
      <PeriodNav
        view={view}
        date={date}
        today={today}
        to={to}
        onDate={(value) => onSearch(to({ view, date: value }))}
      />
      {!shown ? (
        <OutOfRange
          date={date}
          today={today}
          action={
            <Link to="/horoscope" search={to({ view, date: nearest })} className={noticeAction}>
              {t`Show ${nearestLabel}`}
            </Link>
          }
        />
      ) : view === 'day' ? (
        <DayReading sign={sign} date={date} refreshKey={refreshKey} />
      ) : (
        <PeriodReading sign={sign} kind={view} date={date} role={role} refreshKey={refreshKey} />
      )}
      <CalendarFeed sign={sign.name} />
    </div>
  );
}
