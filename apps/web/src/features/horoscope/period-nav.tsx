import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, Users } from 'lucide-react';
import { Button, buttonClasses } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import {
  firstDate,
  type HoroscopeSearch,
  inRange,
  lastDate,
  stepDate,
  type View,
  viewLabels,
  views,
} from './periods';

interface PeriodNavProps {
  view: View;
  date: string;
  today: string;
  /** The search params of a link to another view or date (undefined keeps a param out of the URL). */
  to: (search: HoroscopeSearch) => HoroscopeSearch;
  onDate: (date: string) => void;
}

/** Today, Week, Month and Year; previous and next; a date picker; the All signs view of the day. */
export function PeriodNav({ view, date, today, to, onDate }: PeriodNavProps) {
  const previous = stepDate(view, date, -1);
  const next = stepDate(view, date, 1);
  const { t, i18n } = useLingui();
  const previousLabel: Record<View, string> = {
    day: t`Previous day`,
    week: t`Previous week`,
    month: t`Previous month`,
    year: t`Previous year`,
  };
  const nextLabel: Record<View, string> = {
    day: t`Next day`,
    week: t`Next week`,
    month: t`Next month`,
    year: t`Next year`,
  };
  const arrow = (target: string, label: string, icon: React.ReactNode) =>
    inRange(view, target, today) ? (
      <Link
        to="/horoscope"
        search={to({ view, date: target })}
        aria-label={label}
        className={buttonClasses({ variant: 'outline', size: 'icon' })}
      >
        {icon}
      </Link>
    ) : (
      <Button variant="outline" size="icon" aria-label={label} disabled>
        {icon}
      </Button>
    );

  return (
    <nav aria-label={t`Reading period`} className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-center">
      <ul className="flex flex-wrap gap-1 rounded-lg border border-gold/20 bg-forest-950/60 p-1">
        {views.map((v) => (
          <li key={v}>
            <Link
              to="/horoscope"
              search={to({ view: v, date })}
              aria-current={v === view ? 'page' : undefined}
              className={cn(
                buttonClasses({ variant: v === view ? 'primary' : 'ghost', size: 'sm' }),
                'min-w-16',
              )}
            >
              {v === 'day' && date !== today ? t`Day` : i18n._(viewLabels[v])}
            </Link>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        {arrow(previous, previousLabel[view], <ChevronLeft aria-hidden />)}
        <div className="w-44 shrink-0">
          <Input
            type="date"
            aria-label={t`Date`}
            value={date}
            min={firstDate}
            max={lastDate(today)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (value && inRange('day', value, today)) onDate(value);
            }}
          />
        </div>
        {arrow(next, nextLabel[view], <ChevronRight aria-hidden />)}
        {date !== today ? (
          <Link
            to="/horoscope"
            search={to({ view, date: undefined })}
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            <Trans>Back to today</Trans>
          </Link>
        ) : null}
      </div>
      <Link
        to="/horoscope/all"
        search={{ date: date === today ? undefined : date }}
        className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), 'lg:ml-auto')}
      >
        <Users aria-hidden /> <Trans>All signs</Trans>
      </Link>
    </nav>
  );
}
