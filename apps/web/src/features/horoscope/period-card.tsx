import type { PeriodHoroscope, Sign } from '@celtic/zodiac-core';
import { MoonStar } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatIsoDate } from './dates';
import { ReadingBody, ReadingCard } from './reading-body';

const kindTitles = { week: 'Weekly Reading', month: 'Monthly Reading', year: 'Yearly Reading' } as const;

/** The facts of the period's sky, as the server computed them (the overview's first sentences speak of them). */
function SkyFacts({ reading }: { reading: PeriodHoroscope }) {
  const { sky } = reading;
  const items = [
    ...sky.moonPhases.map((p) => ({
      key: `moon-${p.instant}`,
      date: p.date,
      text: `${p.phase} at ${p.instant.slice(11, 16)} UTC`,
    })),
    ...sky.festivals.map((f, i) => ({
      key: `festival-${f.date}`,
      date: f.date,
      text: `${f.name}, opening the ${sky.quarterChanges[i]?.quarter ?? 'quarter'}`,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <section aria-labelledby="sky-title" className="rounded-lg border border-gold/30 bg-forest-950/60 p-4">
      <h3 id="sky-title" className="mb-3 flex items-center gap-2 font-display text-gold-bright">
        <MoonStar aria-hidden className="size-4" /> The Sky
      </h3>
      {items.length === 0 ? (
        <p className="text-parchment-dim text-sm">
          No principal moon phase or festival falls in this period.
        </p>
      ) : (
        <ul className="grid gap-1 text-sm sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.key} className="text-parchment-dim">
              <time dateTime={item.date} className="text-parchment">
                {formatIsoDate(item.date)}
              </time>
              : {item.text}
            </li>
          ))}
        </ul>
      )}
      {reading.kind !== 'year' && sky.treeMonths.length > 0 ? (
        <p className="mt-3 text-parchment-dim text-sm">
          Tree months: {sky.treeMonths.map((m) => `${m.tree} (${m.name})`).join(', ')}
        </p>
      ) : null}
    </section>
  );
}

interface PeriodCardProps {
  sign: Sign;
  reading: PeriodHoroscope;
  label: string;
  actions: ReactNode;
}

/** A week's, month's or year's reading: overview, the sky, love, career, health, advice and the lucky signs. */
export function PeriodCard({ sign, reading, label, actions }: PeriodCardProps) {
  return (
    <ReadingCard
      sign={sign}
      titleId="period-title"
      title={`${sign.name} · ${kindTitles[reading.kind]}`}
      subtitle={
        <p className="text-gold-bright" data-period={reading.period}>
          {label}
        </p>
      }
      overviewTitle="Overview"
      overview={reading.overview}
      actions={actions}
    >
      <SkyFacts reading={reading} />
      <ReadingBody reading={reading} />
    </ReadingCard>
  );
}
