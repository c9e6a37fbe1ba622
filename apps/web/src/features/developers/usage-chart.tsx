import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { dateTimeFormat, intlLocale } from '../../i18n/format';

/** A UTC day (YYYY-MM-DD) as the language writes a short date: "28 Nov", "28. Nov.". */
function shortDay(day: string): string {
  return dateTimeFormat({ day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** "28 Nov: 12 requests", for one bar. */
function requestsOn(dayText: string, count: number): string {
  return plural(count, { one: `${dayText}: # request`, other: `${dayText}: # requests` });
}

const barWidth = 8;
const gap = 2;
const height = 48;

/**
 * A key's requests over the last 30 days as small bars, oldest first, today last. The picture is for the eye;
 * its words (the total, and the busiest day) are its text alternative, and each bar names its own day.
 */
export function UsageChart({ days, requests }: { days: readonly string[]; requests: readonly number[] }) {
  const { t } = useLingui();
  const number = new Intl.NumberFormat(intlLocale());
  const total = requests.reduce((sum, count) => sum + count, 0);
  const most = Math.max(0, ...requests);
  const busiest = days[requests.indexOf(most)];
  const first = days[0];
  const span = days.length;
  const busiestDay = busiest === undefined ? '' : shortDay(busiest);
  const mostText = number.format(most);
  const summary =
    total === 0 || busiest === undefined
      ? t`No requests in the last ${span} days`
      : plural(total, {
          one: `# request in the last ${span} days; the most on ${busiestDay}: ${mostText}`,
          other: `# requests in the last ${span} days; the most on ${busiestDay}: ${mostText}`,
        });
  const width = days.length * (barWidth + gap) - gap;
  return (
    <div className="mt-3">
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="h-12 w-full max-w-md"
      >
        {days.map((day, index) => {
          const count = requests[index] ?? 0;
          // A day with requests shows at least a sliver, so one request is not lost beside thousands.
          const bar = count === 0 ? 0 : Math.max(2, Math.round((count / most) * (height - 2)));
          return (
            <g key={day}>
              <title>{requestsOn(shortDay(day), count)}</title>
              <rect
                x={index * (barWidth + gap)}
                y={height - 1}
                width={barWidth}
                height={1}
                className="fill-gold/25"
              />
              {bar > 0 ? (
                <rect
                  x={index * (barWidth + gap)}
                  y={height - bar}
                  width={barWidth}
                  height={bar}
                  rx={1}
                  className={index === days.length - 1 ? 'fill-gold-bright' : 'fill-gold/70'}
                />
              ) : null}
            </g>
          );
        })}
      </svg>
      {/* The same words as the picture's label: shown, and not read twice. */}
      <div aria-hidden className="flex max-w-md justify-between text-xs text-parchment-faint">
        <span>{first ? shortDay(first) : ''}</span>
        <span>{t`Today`}</span>
      </div>
      <p aria-hidden className="mt-1 text-xs text-parchment-dim">
        {summary}
      </p>
    </div>
  );
}
