import type { PeriodHoroscope, Sign } from '@celtic/zodiac-core';
import { MoonStar, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { SignIcon } from '../../components/sign-icon';
import { Card } from '../../components/ui/card';
import { formatIsoDate } from './dates';
import { ReadingBody } from './reading-body';

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
    <article aria-labelledby="period-title">
      <Card className="overflow-hidden">
        <header
          className="flex flex-col gap-4 border-gold/20 border-b p-5 sm:flex-row sm:items-center sm:p-6"
          style={{
            background: `linear-gradient(120deg, color-mix(in srgb, ${sign.color} 25%, transparent), transparent 70%)`,
          }}
        >
          <SignIcon sign={sign} size={64} />
          <div className="min-w-0 flex-1">
            <h2 id="period-title" className="font-display font-semibold text-parchment text-xl sm:text-2xl">
              {sign.name} · {kindTitles[reading.kind]}
            </h2>
            <p className="text-gold-bright" data-period={reading.period}>
              {label}
            </p>
          </div>
        </header>
        <div className="space-y-5 p-5 sm:p-6">
          <section>
            <h3 className="mb-2 flex items-center gap-2 font-display text-gold-bright">
              <Sun aria-hidden className="size-4" /> Overview
            </h3>
            <p className="max-w-prose text-lg text-parchment leading-relaxed">{reading.overview}</p>
          </section>
          <SkyFacts reading={reading} />
          <ReadingBody reading={reading} />
        </div>
        <footer className="flex flex-wrap gap-2 border-gold/20 border-t p-5 sm:p-6">{actions}</footer>
      </Card>
    </article>
  );
}
