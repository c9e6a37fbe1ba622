import { type BirthChart, getSign, oghamOf } from '@celtic/zodiac-core';
import { Flame, Leaf, Moon } from 'lucide-react';
import { OghamLetter } from '../../components/ogham-letter';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ZodiacWheel } from '../../components/zodiac-wheel';
import { MoonGlyph } from '../history/moon-glyph';
import { cycleFraction } from './cycle';

const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const utcMoment = (iso: string) =>
  `${new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** A birth chart drawn with the app's own pieces: the moon glyph lit to the real fraction, the Ogham letter, the wheel. */
export function BirthChartView({ chart, wheel = true }: { chart: BirthChart; wheel?: boolean }) {
  const sign = getSign(chart.sign.name);
  const ogham = oghamOf(chart.sign.tree);
  const { moon, festivals } = chart;
  const percent = Math.round(moon.illumination * 100);

  return (
    <section aria-label={`Birth chart for ${longDate(chart.date)}`} className="grid gap-6">
      <div className="flex flex-wrap items-center gap-4">
        <span
          aria-hidden
          className="grid size-14 place-items-center rounded-full font-display text-lg font-bold text-forest-950"
          style={{ backgroundColor: sign?.color }}
        >
          {chart.sign.name.slice(0, 2)}
        </span>
        <div>
          <h2 className="font-display text-2xl font-semibold text-parchment">
            {chart.sign.name} · {chart.sign.tree}
          </h2>
          <p className="text-sm text-gold-bright">
            Born {longDate(chart.date)}
            {chart.time ? ` at ${chart.time}` : ''} ({chart.timeZone.replaceAll('_', ' ')})
          </p>
        </div>
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <Moon aria-hidden className="size-5 text-gold" /> The Moon
            </CardTitle>
          </CardHeader>
          <CardContent className="flex items-center gap-4">
            <span role="img" aria-label={`Moon ${percent}% lit`}>
              <MoonGlyph fraction={cycleFraction(moon.illumination, moon.waxing)} size={88} />
            </span>
            <div className="text-sm">
              <p className="font-display text-lg text-parchment">{moon.phase}</p>
              <p className="text-parchment-dim">
                {percent}% lit, {moon.waxing ? 'waxing' : 'waning'}
              </p>
              <p className="mt-1 text-parchment-faint">
                Nearest {moon.nearest.phase}: {utcMoment(moon.nearest.at)}
              </p>
            </div>
          </CardContent>
          {chart.timeKnown ? null : (
            <p className="px-6 pb-4 text-xs text-parchment-faint">
              No time given: the Moon is shown at local noon.
            </p>
          )}
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Ogham letter</CardTitle>
          </CardHeader>
          <CardContent className="flex items-center gap-4">
            <OghamLetter strokes={ogham.strokes} label={`Ogham letter ${ogham.name}`} />
            <div className="text-sm">
              <p className="font-display text-lg text-parchment">
                {chart.sign.ogham.name} <span aria-hidden>{chart.sign.ogham.letter}</span>
              </p>
              <p className="text-parchment-dim">The {chart.sign.tree.toLowerCase()}</p>
              <p className="mt-1 text-parchment-faint">{chart.sign.ogham.meaning}</p>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <Leaf aria-hidden className="size-5 text-moss" /> The season
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm">
            <p className="font-display text-lg text-parchment">{chart.quarter.name}</p>
            <p className="flex items-center gap-2 text-parchment-dim">
              <Flame aria-hidden className="size-4 text-ember" />
              {festivals.before.daysBefore === 0
                ? `Born on ${festivals.before.name}`
                : `${days(festivals.before.daysBefore)} after ${festivals.before.name} (${longDate(festivals.before.date)})`}
            </p>
            <p className="flex items-center gap-2 text-parchment-dim">
              <Flame aria-hidden className="size-4 text-ember" />
              {days(festivals.after.daysAfter)} before {festivals.after.name} (
              {longDate(festivals.after.date)})
            </p>
          </CardContent>
        </Card>
      </div>

      <p className="max-w-3xl text-lg leading-relaxed text-parchment">{chart.reading}</p>

      {wheel ? <ZodiacWheel selected={chart.sign.name} headingLevel="h3" /> : null}
    </section>
  );
}
