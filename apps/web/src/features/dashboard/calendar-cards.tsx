import { getNextFestival } from '@celtic/zodiac-core';
import { CalendarHeart, Leaf, Moon } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { useCelticNow } from '../../lib/celtic-now';

function Stat({
  icon,
  label,
  value,
  detail,
}: {
  icon: React.ReactNode;
  label: string;
  value: string;
  detail: string;
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
  const { quarter, moonPhase } = useCelticNow();
  const next = getNextFestival(new Date());
  return (
    <section aria-label="Today in the Celtic calendar" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <Stat icon={<Leaf />} label="Celtic quarter" value={quarter.name} detail={quarter.months} />
      <Stat
        icon={<Moon />}
        label="Moon phase"
        value={moonPhase.name}
        detail={`${Math.round(moonPhase.illumination * 100)}% illuminated`}
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
