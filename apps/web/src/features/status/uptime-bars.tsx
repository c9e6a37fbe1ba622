import { t } from '@lingui/core/macro';
import { clsx } from 'clsx';
import { intlLocale } from '../../i18n/format';
import { formatIsoDate } from '../horoscope/dates';

/** "99.98%" in English, "99,98 %" in German: the uptime as the language writes a percentage. */
export function formatPercent(value: number): string {
  return new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 3 }).format(
    value / 100,
  );
}

export interface UptimeDay {
  date: string;
  /** Percent up; null where nothing was measured. */
  uptime: number | null;
}

/** A day's colour: whole, a few minutes down, more; grey where nothing was measured. */
function barClass(uptime: number | null): string {
  if (uptime === null) return 'bg-parchment-faint/25';
  if (uptime >= 100) return 'bg-moss';
  if (uptime >= 99) return 'bg-gold-bright';
  return 'bg-ember';
}

function dayText(day: UptimeDay): string {
  const date = formatIsoDate(day.date);
  return day.uptime === null ? t`${date}: not measured` : t`${date}: ${formatPercent(day.uptime)} up`;
}

/**
 * One bar a day, oldest first. Screen readers get the summary (the days fully up, the days with time down and
 * the worst of them) rather than 90 bars; each bar names its day and uptime on hover.
 */
export function UptimeBars({ label, days }: { label: string; days: UptimeDay[] }) {
  const measured = days.filter((day) => day.uptime !== null);
  const whole = measured.filter((day) => day.uptime === 100).length;
  const worst = measured.reduce<UptimeDay | undefined>(
    (lowest, day) => (lowest === undefined || (day.uptime ?? 100) < (lowest.uptime ?? 100) ? day : lowest),
    undefined,
  );
  const count = days.length;
  const down = measured.length - whole;
  let summary = t`${label}, last ${count} days: ${whole} fully up, ${down} with time down.`;
  if (worst && down > 0) summary += ` ${t`The lowest:`} ${dayText(worst)}.`;
  if (measured.length === 0) summary = t`${label}, last ${count} days: nothing measured yet.`;
  return (
    <div>
      <div role="img" aria-label={summary} className="flex h-8 items-stretch gap-px sm:gap-0.5">
        {days.map((day) => (
          <span
            key={day.date}
            title={dayText(day)}
            className={clsx('min-w-0 flex-1 rounded-[1px]', barClass(day.uptime))}
          />
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-parchment-faint">
        <span>{t`${count} days ago`}</span>
        <span>{t`Today`}</span>
      </div>
    </div>
  );
}
