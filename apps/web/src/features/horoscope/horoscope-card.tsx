import { type DailyHoroscope, getSign, type Sign } from '@celtic/zodiac-core';
import { Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { SignIcon } from '../../components/sign-icon';
import { Card } from '../../components/ui/card';
import { formatIsoDate } from './dates';
import { ReadingBody } from './reading-body';

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

          <ReadingBody
            reading={horoscope}
            tilesClassName="grid grid-cols-2 gap-4 sm:grid-cols-3"
            extraTiles={
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
            }
          />
        </div>

        <footer className="flex flex-wrap gap-2 border-gold/20 border-t p-5 sm:p-6">{actions}</footer>
      </Card>
    </article>
  );
}
