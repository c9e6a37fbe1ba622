import {
  atNoonUtc,
  type BirthChart,
  getSign,
  type Locale,
  moonPhaseName,
  oghamOf,
  quarterName,
  treeName,
} from '@celtic/zodiac-core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Flame, Leaf, Moon } from 'lucide-react';
import { OghamLetter } from '../../components/ogham-letter';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ZodiacWheel } from '../../components/zodiac-wheel';
import { intlLocale } from '../../i18n/format';
import { signLabel } from '../../i18n/sign-names';
import { useApiLocale } from '../../i18n/use-api-locale';
import { readableTextOn } from '../../lib/color';
import { signBadge } from '../../lib/sign-badge';
import { MoonGlyph } from '../history/moon-glyph';
import { cycleFraction } from './cycle';

const longDate = (iso: string) =>
  atNoonUtc(iso).toLocaleDateString(intlLocale(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const utcMoment = (iso: string) =>
  `${new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;

const days = (n: number) => plural(n, { one: '# day', other: '# days' });

/**
 * A name the chart gives in English (tree, moon phase, quarter) in the language shown; a name the lookup does
 * not know (a chart the server already wrote in that language) is shown as it came.
 */
function shownName(lookup: (name: string, locale: Locale) => string, name: string, locale: Locale): string {
  try {
    return lookup(name, locale);
  } catch (err) {
    if (err instanceof RangeError) return name;
    throw err;
  }
}

/** A birth chart drawn with the app's own pieces: the moon glyph lit to the real fraction, the Ogham letter, the wheel. */
export function BirthChartView({ chart, wheel = true }: { chart: BirthChart; wheel?: boolean }) {
  const sign = getSign(chart.sign.name);
  const ogham = oghamOf(chart.sign.tree);
  const { moon, festivals } = chart;
  const percent = Math.round(moon.illumination * 100);
  const { t } = useLingui();
  const locale = useApiLocale();
  const signName = signLabel(chart.sign.name);
  const tree = shownName(treeName, chart.sign.tree, locale);
  // "The birch" in English; German keeps its nouns' capital.
  const treeLower = locale === 'de' ? tree : tree.toLocaleLowerCase(intlLocale());
  const born = longDate(chart.date);
  const bornTime = chart.time;
  const zone = chart.timeZone.replaceAll('_', ' ');
  const phase = shownName(moonPhaseName, moon.phase, locale);
  const nearestPhase = shownName(moonPhaseName, moon.nearest.phase, locale);
  const nearestAt = utcMoment(moon.nearest.at);
  const letter = ogham.name;
  const before = festivals.before.name;
  const beforeDays = days(festivals.before.daysBefore);
  const beforeDate = longDate(festivals.before.date);
  const after = festivals.after.name;
  const afterDays = days(festivals.after.daysAfter);
  const afterDate = longDate(festivals.after.date);

  return (
    <section aria-label={t`Birth chart for ${born}`} className="grid gap-6">
      <div className="flex flex-wrap items-center gap-4">
        <span
          aria-hidden
          className="grid size-14 place-items-center rounded-full font-display text-lg font-bold"
          style={sign ? { backgroundColor: sign.color, color: readableTextOn(sign.color) } : undefined}
        >
          {signBadge(chart.sign.name)}
        </span>
        <div>
          <h2 className="font-display text-2xl font-semibold text-parchment">
            {signName} · {tree}
          </h2>
          <p className="text-sm text-gold-bright">
            {bornTime ? t`Born ${born} at ${bornTime} (${zone})` : t`Born ${born} (${zone})`}
          </p>
        </div>
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <Moon aria-hidden className="size-5 text-gold" /> <Trans>The Moon</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex items-center gap-4">
            <span role="img" aria-label={t`Moon ${percent}% lit`}>
              <MoonGlyph fraction={cycleFraction(moon.illumination, moon.waxing)} size={88} />
            </span>
            <div className="text-sm">
              <p className="font-display text-lg text-parchment">{phase}</p>
              <p className="text-parchment-dim">
                {moon.waxing ? t`${percent}% lit, waxing` : t`${percent}% lit, waning`}
              </p>
              <p className="mt-1 text-parchment-faint">
                <Trans>
                  Nearest {nearestPhase}: {nearestAt}
                </Trans>
              </p>
            </div>
          </CardContent>
          {chart.timeKnown ? null : (
            <p className="px-6 pb-4 text-xs text-parchment-faint">
              <Trans>No time given: the Moon is shown at local noon.</Trans>
            </p>
          )}
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-lg">
              <Trans>Ogham letter</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex items-center gap-4">
            <OghamLetter strokes={ogham.strokes} label={t`Ogham letter ${letter}`} />
            <div className="text-sm">
              <p className="font-display text-lg text-parchment">
                {chart.sign.ogham.name} <span aria-hidden>{chart.sign.ogham.letter}</span>
              </p>
              <p className="text-parchment-dim">{t`The ${treeLower}`}</p>
              <p className="mt-1 text-parchment-faint">{chart.sign.ogham.meaning}</p>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-lg">
              <Leaf aria-hidden className="size-5 text-moss" /> <Trans>The season</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm">
            <p className="font-display text-lg text-parchment">
              {shownName(quarterName, chart.quarter.name, locale)}
            </p>
            <p className="flex items-center gap-2 text-parchment-dim">
              <Flame aria-hidden className="size-4 text-ember" />
              {festivals.before.daysBefore === 0
                ? t`Born on ${before}`
                : t`${beforeDays} after ${before} (${beforeDate})`}
            </p>
            <p className="flex items-center gap-2 text-parchment-dim">
              <Flame aria-hidden className="size-4 text-ember" />
              {t`${afterDays} before ${after} (${afterDate})`}
            </p>
          </CardContent>
        </Card>
      </div>

      <p className="max-w-3xl text-lg leading-relaxed text-parchment">{chart.reading}</p>

      {wheel ? <ZodiacWheel selected={chart.sign.name} headingLevel="h3" /> : null}
    </section>
  );
}
