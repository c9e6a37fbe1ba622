import type { PeriodHoroscope, Sign } from '@celtic/zodiac-core';
import { Activity, Briefcase, Heart, MoonStar, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { SignIcon } from '../../components/sign-icon';
import { Card } from '../../components/ui/card';
import { formatIsoDate } from './dates';
import { LuckyColorBadge } from './horoscope-card';

const kindTitles = { week: 'Weekly Reading', month: 'Monthly Reading', year: 'Yearly Reading' } as const;

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: string }) {
  return (
    <section className="rounded-lg border border-forest-700 bg-forest-950/50 p-4">
      <h3 className="mb-2 flex items-center gap-2 font-display text-gold-bright">
        <span aria-hidden className="[&_svg]:size-4">
          {icon}
        </span>
        {title}
      </h3>
      <p className="text-parchment-dim leading-relaxed">{children}</p>
    </section>
  );
}

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
          <div className="grid gap-4 md:grid-cols-3">
            <Section icon={<Heart />} title="Love">
              {reading.love}
            </Section>
            <Section icon={<Briefcase />} title="Career">
              {reading.career}
            </Section>
            <Section icon={<Activity />} title="Health">
              {reading.health}
            </Section>
          </div>
          <blockquote className="rounded-lg border-gold border-l-4 bg-gold/10 px-4 py-3">
            <p className="font-display text-gold-bright text-sm uppercase tracking-wider">Advice</p>
            <p className="mt-1 text-parchment italic leading-relaxed">{reading.advice}</p>
          </blockquote>
          <dl className="grid grid-cols-2 gap-4">
            <div className="rounded-lg border border-forest-700 bg-forest-950/50 p-4">
              <dt className="text-parchment-faint text-xs uppercase tracking-wider">Lucky number</dt>
              <dd className="mt-1 font-display text-3xl text-gold-bright">{reading.luckyNumber}</dd>
            </div>
            <div className="rounded-lg border border-forest-700 bg-forest-950/50 p-4">
              <dt className="text-parchment-faint text-xs uppercase tracking-wider">Lucky color</dt>
              <dd className="mt-2">
                <LuckyColorBadge name={reading.luckyColor} />
              </dd>
            </div>
          </dl>
        </div>
        <footer className="flex flex-wrap gap-2 border-gold/20 border-t p-5 sm:p-6">{actions}</footer>
      </Card>
    </article>
  );
}
