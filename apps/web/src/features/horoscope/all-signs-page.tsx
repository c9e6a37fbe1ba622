import { getSign } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import { skipToken, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { AddressNotice, noticeAction } from '../../components/address-notice';
import { PageHeader } from '../../components/page-header';
import { SignIcon } from '../../components/sign-icon';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { signDates, signLabel } from '../../i18n/sign-names';
import { useApiLocale } from '../../i18n/use-api-locale';
import { useCelticNow } from '../../lib/celtic-now';
import type { RejectedParam } from '../../lib/search-params';
import { useTRPC } from '../../lib/trpc';
import { formatIsoDate } from './dates';
import { LuckyColorBadge } from './lucky-color-badge';
import { OutOfRange } from './out-of-range';
import { addDays, firstDate, inRange, lastDate, nearestDate } from './periods';
import { ReadingError, ReadingLoading, toastFetchFailed } from './reading-actions';

/** One day's readings of all 13 signs, from one call; the date is the URL's `?date=` (today when absent). */
export function AllSignsPage({
  search,
  rejected = [],
  onSearch,
}: {
  search: { date?: string };
  rejected?: RejectedParam[];
  onSearch: (search: { date?: string }) => void;
}) {
  const { isoDate: today } = useCelticNow();
  const date = search.date ?? today;
  const trpc = useTRPC();
  const lang = useApiLocale();
  const { t } = useLingui();
  const shown = inRange('day', date, today);
  const nearest = nearestDate(date, today);
  const nearestLabel = formatIsoDate(nearest);
  const query = useQuery(trpc.horoscope.dailyAll.queryOptions(shown ? { date, lang } : skipToken));
  useEffect(() => {
    if (query.error) toastFetchFailed(query.error);
  }, [query.error]);
  const go = (target: string) => ({ date: target === today ? undefined : target });
  const step = (days: number, label: string, icon: React.ReactNode) => {
    const target = addDays(date, days);
    return inRange('day', target, today) ? (
      <Link
        to="/horoscope/all"
        search={go(target)}
        aria-label={label}
        className={buttonClasses({ variant: 'outline', size: 'icon' })}
      >
        {icon}
      </Link>
    ) : null;
  };

  return (
    <div>
      <PageHeader
        title={t`All Signs`}
        description={t`The readings of all thirteen signs for ${formatIsoDate(date)}.`}
      />
      <nav aria-label={t`Day`} className="mb-6 flex flex-wrap items-center gap-2">
        {step(-1, t`Previous day`, <ChevronLeft aria-hidden />)}
        <div className="w-44 shrink-0">
          <Input
            type="date"
            aria-label={t`Date`}
            value={date}
            min={firstDate}
            max={lastDate(today)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (value && inRange('day', value, today)) onSearch(go(value));
            }}
          />
        </div>
        {step(1, t`Next day`, <ChevronRight aria-hidden />)}
        <Link
          to="/horoscope"
          search={{ date: search.date }}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        >
          <Trans>Your sign’s reading</Trans>
        </Link>
      </nav>
      <AddressNotice
        rejected={rejected}
        fallback={t`Today’s readings are shown instead.`}
        action={
          <Link to="/horoscope/all" className={noticeAction}>
            <Trans>Go to today</Trans>
          </Link>
        }
      />
      {!shown ? (
        <OutOfRange
          date={date}
          today={today}
          action={
            <Link to="/horoscope/all" search={go(nearest)} className={noticeAction}>
              <Trans>Show {nearestLabel}</Trans>
            </Link>
          }
        />
      ) : query.error ? (
        <ReadingError
          error={query.error}
          retry={() => void query.refetch()}
          busy={query.isFetching}
          backToToday={
            <Link to="/horoscope/all" className={noticeAction}>
              <Trans>Back to today</Trans>
            </Link>
          }
        />
      ) : !query.data ? (
        <ReadingLoading />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {query.data.map((reading) => {
            const sign = getSign(reading.sign);
            return (
              <li key={reading.sign}>
                <Card className="h-full p-5">
                  <article aria-labelledby={`all-${reading.sign}`}>
                    <header className="mb-3 flex items-center gap-3">
                      {sign ? <SignIcon sign={sign} size={40} /> : null}
                      <div>
                        <h2 id={`all-${reading.sign}`} className="font-display text-lg text-parchment">
                          {signLabel(reading.sign)}
                        </h2>
                        <p className="text-parchment-faint text-xs">{sign ? signDates(sign.name) : null}</p>
                      </div>
                    </header>
                    <p className="text-parchment-dim leading-relaxed">{reading.general}</p>
                    <p className="mt-3 flex flex-wrap items-center gap-3 text-parchment-dim text-sm">
                      <span>
                        <Trans>
                          Lucky number <strong className="text-gold-bright">{reading.luckyNumber}</strong>
                        </Trans>
                      </span>
                      <LuckyColorBadge name={reading.luckyColor} />
                    </p>
                  </article>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
