import { colorFromName, type DailyHoroscope, getSign, type Sign } from '@celtic/zodiac-core';
import { Activity, Briefcase, Heart, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { SignIcon } from '../../components/sign-icon';
import { Card } from '../../components/ui/card';
import { luminance } from '../../lib/color';
import { formatIsoDate } from './dates';

function Topic({ icon, title, children }: { icon: ReactNode; title: string; children: string }) {
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

/**
 * Pure black or white, whichever contrasts more: one of the two always reaches 4.58:1, which the
 * theme's near-black does not on mid-tone colours such as Forest Green.
 */
export function inkOn(background: string): '#000000' | '#ffffff' {
  const l = luminance(background) ?? 0;
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

export function LuckyColorBadge({ name }: { name: string }) {
  const background = colorFromName(name);
  return (
    <span
      className="inline-flex items-center gap-2 rounded-full px-3 py-1 font-medium text-sm ring-1 ring-parchment/30"
      style={{ backgroundColor: background, color: inkOn(background) }}
    >
      {name}
    </span>
  );
}

interface HoroscopeCardProps {
  sign: Sign;
  horoscope: DailyHoroscope;
  actions: ReactNode;
}

/** The day's reading: overview, love, career, health, advice and the lucky signs. */
export function HoroscopeCard({ sign, horoscope, actions }: HoroscopeCardProps) {
  return (
    <article aria-labelledby="horoscope-title">
      <Card className="overflow-hidden">
        <header
          className="flex flex-col gap-4 border-gold/20 border-b p-5 sm:flex-row sm:items-center sm:p-6"
          style={{
            background: `linear-gradient(120deg, color-mix(in srgb, ${sign.color} 25%, transparent), transparent 70%)`,
          }}
        >
          <SignIcon sign={sign} size={64} />
          <div className="min-w-0 flex-1">
            <h2
              id="horoscope-title"
              className="font-display font-semibold text-parchment text-xl sm:text-2xl"
            >
              {sign.name} · Daily Horoscope
            </h2>
            <p className="text-gold-bright">
              <time dateTime={horoscope.date}>{formatIsoDate(horoscope.date)}</time>
            </p>
          </div>
        </header>

        <div className="space-y-5 p-5 sm:p-6">
          <section>
            <h3 className="mb-2 flex items-center gap-2 font-display text-gold-bright">
              <Sun aria-hidden className="size-4" /> Daily Overview
            </h3>
            <p className="max-w-prose text-lg text-parchment leading-relaxed">{horoscope.general}</p>
          </section>

          <div className="grid gap-4 md:grid-cols-3">
            <Topic icon={<Heart />} title="Love">
              {horoscope.love}
            </Topic>
            <Topic icon={<Briefcase />} title="Career">
              {horoscope.career}
            </Topic>
            <Topic icon={<Activity />} title="Health">
              {horoscope.health}
            </Topic>
          </div>

          <blockquote className="rounded-lg border-gold border-l-4 bg-gold/10 px-4 py-3">
            <p className="font-display text-gold-bright text-sm uppercase tracking-wider">Advice</p>
            <p className="mt-1 text-parchment italic leading-relaxed">{horoscope.advice}</p>
          </blockquote>

          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <div className="rounded-lg border border-forest-700 bg-forest-950/50 p-4">
              <dt className="text-parchment-faint text-xs uppercase tracking-wider">Lucky number</dt>
              <dd className="mt-1 font-display text-3xl text-gold-bright">{horoscope.luckyNumber}</dd>
            </div>
            <div className="rounded-lg border border-forest-700 bg-forest-950/50 p-4">
              <dt className="text-parchment-faint text-xs uppercase tracking-wider">Lucky color</dt>
              <dd className="mt-2">
                <LuckyColorBadge name={horoscope.luckyColor} />
              </dd>
            </div>
            <div className="col-span-2 rounded-lg border border-forest-700 bg-forest-950/50 p-4 sm:col-span-1">
              <dt className="text-parchment-faint text-xs uppercase tracking-wider">Compatible signs</dt>
              <dd className="mt-2 flex flex-wrap gap-2">
                {horoscope.compatibleSigns.map((name) => {
                  const other = getSign(name);
                  return (
                    <span key={name} className="inline-flex items-center gap-1.5 text-parchment text-sm">
                      {other ? <SignIcon sign={other} size={22} /> : null}
                      {other?.name ?? name}
                    </span>
                  );
                })}
              </dd>
            </div>
          </dl>
        </div>

        <footer className="flex flex-wrap gap-2 border-gold/20 border-t p-5 sm:p-6">{actions}</footer>
      </Card>
    </article>
  );
}
