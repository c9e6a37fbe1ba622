import { atNoonUtc, moonPhaseName, nextFestivalIn, quarterName, quartersIn } from '@celtic/zodiac-core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarHeart, Leaf, Moon } from 'lucide-react';
import { useMemo } from 'react';
import { Card } from '../../components/ui/card';
import { intlLocale } from '../../i18n/format';
import { useApiLocale } from '../../i18n/use-api-locale';
import { useCelticNow } from '../../lib/celtic-now';

/** Holds a line of text's place while its value is worked out (same line height, so nothing moves). */
function Placeholder({ width, height }: { width: string; height: string }) {
  return (
    <span
      className={`inline-block rounded bg-forest-700/80 align-middle motion-safe:animate-pulse ${width} ${height}`}
    />
  );
}

function Stat({
  icon,
  label,
  value,
  detail,
}: {
  icon: React.ReactNode;
  label: string;
  value: React.ReactNode;
  detail: React.ReactNode;
}) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span
        aria-hidden
        className="grid size-12 shrink-0 place-items-center rounded-full bg-forest-700 text-gold [&_svg]:size-6"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-widest text-parchment-faint uppercase">{label}</p>
        <p className="font-display text-lg font-semibold text-parchment">{value}</p>
        <p className="text-sm text-parchment-dim">{detail}</p>
      </div>
    </Card>
  );
}

/** Today's quarter, moon phase and next festival, in the user's time zone. */
export function CalendarCards() {
  const { isoDate, quarter, moonPhase, moonPhaseFailed } = useCelticNow();
  // zodiac-core counts days in UTC: give it the local day's UTC noon so the count follows the user's date.
  const locale = useApiLocale();
  const { t } = useLingui();
  const next = useMemo(() => nextFestivalIn(atNoonUtc(isoDate), locale), [isoDate, locale]);
  const quarterMonths = quartersIn(locale).find((q) => q.id === quarter.name)?.months ?? quarter.months;
  const percent = moonPhase
    ? new Intl.NumberFormat(intlLocale(), { style: 'percent' }).format(
        Math.round(moonPhase.illumination * 100) / 100,
      )
    : '';
  const { date, daysUntil } = next;
  return (
    <section
      aria-label={t`Today in the Celtic calendar`}
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      <Stat
        icon={<Leaf />}
        label={t`Celtic quarter`}
        value={quarterName(quarter.name, locale)}
        detail={quarterMonths}
      />
      <Stat
        icon={<Moon />}
        label={t`Moon phase`}
        value={
          moonPhase ? (
            moonPhaseName(moonPhase.name, locale)
          ) : moonPhaseFailed ? (
            t`Unavailable`
          ) : (
            <>
              <Placeholder width="w-36" height="h-5" />
              <span className="sr-only">
                <Trans>Working out the moon phase…</Trans>
              </span>
            </>
          )
        }
        detail={
          moonPhase ? (
            t`${percent} illuminated`
          ) : moonPhaseFailed ? (
            t`Reload the page to try again`
          ) : (
            <Placeholder width="w-24" height="h-3.5" />
          )
        }
      />
      <Stat
        icon={<CalendarHeart />}
        label={t`Next festival`}
        value={next.name}
        detail={
          daysUntil === 0
            ? t`Today, ${date}`
            : plural(daysUntil, { one: `${date} · in # day`, other: `${date} · in # days` })
        }
      />
    </section>
  );
}
