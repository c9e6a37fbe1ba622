import { getNextFestival } from '@celtic/zodiac-core';
import { CalendarHeart, Leaf, Moon } from 'lucide-react';
import { useMemo } from 'react';
import { Card } from '../../components/ui/card';
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
  const next = useMemo(() => getNextFestival(new Date(`${isoDate}T12:00:00Z`)), [isoDate]);
  return (
    <section aria-label="Today in the Celtic calendar" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <Stat icon={<Leaf />} label="Celtic quarter" value={quarter.name} detail={quarter.months} />
      <Stat
        icon={<Moon />}
        label="Moon phase"
        value={
          moonPhase ? (
            moonPhase.name
          ) : moonPhaseFailed ? (
            'Unavailable'
          ) : (
            <>
              <Placeholder width="w-36" height="h-5" />
              <span className="sr-only">Working out the moon phase…</span>
            </>
          )
        }
        detail={
          moonPhase ? (
            `${Math.round(moonPhase.illumination * 100)}% illuminated`
          ) : moonPhaseFailed ? (
            'Reload the page to try again'
          ) : (
            <Placeholder width="w-24" height="h-3.5" />
          )
        }
      />
      <Stat
        icon={<CalendarHeart />}
        label="Next festival"
        value={next.name}
        detail={next.daysUntil === 0 ? `Today, ${next.date}` : `${next.date} · in ${next.daysUntil} days`}
      />
    </section>
  );
}
