import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { intlLocale } from '../../i18n/format';
import type { PickedDate } from './sign-choice';

export const FIRST_YEAR = 1920;
const weekdays: readonly MessageDescriptor[] = [
  msg({ context: 'weekday', message: 'Su' }),
  msg({ context: 'weekday', message: 'Mo' }),
  msg({ context: 'weekday', message: 'Tu' }),
  msg({ context: 'weekday', message: 'We' }),
  msg({ context: 'weekday', message: 'Th' }),
  msg({ context: 'weekday', message: 'Fr' }),
  msg({ context: 'weekday', message: 'Sa' }),
];

/** The twelve month names in the language shown ("July", "julio", "Juli"). */
function monthNames(): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)));
}

/** "July 10, 1985", "10 de julio de 1985", "10. Juli 1985". */
function dayLabel(year: number, month: number, day: number): string {
  return new Intl.DateTimeFormat(intlLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
}

/** "July 1985" in the language shown. */
function monthLabel(year: number, month: number): string {
  return new Intl.DateTimeFormat(intlLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
}

export function yearOptions(currentYear: number): number[] {
  const years: number[] = [];
  for (let y = currentYear; y >= FIRST_YEAR; y--) years.push(y);
  return years;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(year, month, 0).getDate();
}

const selectClass =
  'focus-ring h-10 cursor-pointer rounded-lg border border-gold/30 bg-forest-950/80 px-2 text-sm text-parchment hover:border-gold/60 [color-scheme:dark]';

interface MonthYearPickerProps {
  value: PickedDate | null;
  onChange: (date: PickedDate) => void;
  currentYear?: number;
}

/** Month and year selects over a day grid; the year only helps find the right weekday layout. */
export function MonthYearPicker({
  value,
  onChange,
  currentYear = new Date().getFullYear(),
}: MonthYearPickerProps) {
  const id = useId();
  const { t, i18n } = useLingui();
  const months = monthNames();
  const [view, setView] = useState(() => ({ year: value?.year ?? 2000, month: value?.month ?? 1 }));

  // Follow dates typed into the date input.
  useEffect(() => {
    if (value) setView({ year: value.year, month: value.month });
  }, [value]);

  const shownMonth = monthLabel(view.year, view.month);
  const firstWeekday = new Date(view.year, view.month - 1, 1).getDay();
  const count = daysInMonth(view.year, view.month);
  const canGoBack = view.year > FIRST_YEAR || view.month > 1;
  const canGoForward = view.year < currentYear || view.month < 12;

  function step(delta: number) {
    const index = view.year * 12 + (view.month - 1) + delta;
    setView({ year: Math.floor(index / 12), month: (index % 12) + 1 });
  }

  return (
    <fieldset className="rounded-card border border-gold/20 bg-forest-950/50 p-3">
      <legend className="px-1 text-sm font-medium text-parchment-dim">
        <Trans>Pick on the calendar</Trans>
      </legend>
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => step(-1)}
          disabled={!canGoBack}
          aria-label={t`Previous month`}
          className="focus-ring rounded-md p-2 text-gold hover:bg-forest-800 disabled:opacity-40"
        >
          <ChevronLeft aria-hidden className="size-4" />
        </button>
        <label htmlFor={`${id}-month`} className="sr-only">
          <Trans>Month</Trans>
        </label>
        <select
          id={`${id}-month`}
          className={clsx(selectClass, 'min-w-0 flex-1')}
          value={view.month}
          onChange={(e) => setView((v) => ({ ...v, month: Number(e.target.value) }))}
        >
          {months.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-year`} className="sr-only">
          <Trans>Year</Trans>
        </label>
        <select
          id={`${id}-year`}
          className={selectClass}
          value={view.year}
          onChange={(e) => setView((v) => ({ ...v, year: Number(e.target.value) }))}
        >
          {yearOptions(currentYear).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={() => step(1)}
          disabled={!canGoForward}
          aria-label={t`Next month`}
          className="focus-ring rounded-md p-2 text-gold hover:bg-forest-800 disabled:opacity-40"
        >
          <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
      <div className="mt-3 grid grid-cols-7 gap-1 text-center" aria-hidden>
        {weekdays.map((d) => (
          <span
            key={d.id}
            className="text-[0.7rem] font-semibold tracking-wide text-parchment-faint uppercase"
          >
            {i18n._(d)}
          </span>
        ))}
      </div>
      <ul aria-label={t`Days of ${shownMonth}`} className="mt-1 grid grid-cols-7 gap-1">
        {Array.from({ length: firstWeekday }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed leading blanks of the month grid.
          <li key={`blank-${i}`} aria-hidden />
        ))}
        {Array.from({ length: count }, (_, i) => {
          const day = i + 1;
          const selected = value?.year === view.year && value.month === view.month && value.day === day;
          return (
            <li key={day}>
              <button
                type="button"
                aria-pressed={selected}
                aria-label={dayLabel(view.year, view.month, day)}
                onClick={() => onChange({ year: view.year, month: view.month, day })}
                className={clsx(
                  'focus-ring h-9 w-full cursor-pointer rounded-md text-sm transition-colors',
                  selected
                    ? 'bg-gold font-semibold text-forest-950'
                    : 'text-parchment hover:bg-forest-700 hover:text-gold-bright',
                )}
              >
                {day}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
