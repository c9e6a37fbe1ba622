import { moonPhaseName, type PeriodHoroscope, quarterName, type Sign, treeName } from '@celtic/zodiac-core';
import { Trans, useLingui } from '@lingui/react/macro';
import { MoonStar } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatList } from '../../i18n/format';
import { signLabel } from '../../i18n/sign-names';
import { useApiLocale } from '../../i18n/use-api-locale';
import { formatIsoDate } from './dates';
import { ReadingBody, ReadingCard } from './reading-body';

/** The facts of the period's sky, as the server computed them (the overview's first sentences speak of them). */
function SkyFacts({ reading }: { reading: PeriodHoroscope }) {
  const { sky } = reading;
  const { t } = useLingui();
  // The server names phases, quarters and trees in English; they are shown in the reader's language.
  const locale = useApiLocale();
  const items = [
    ...sky.moonPhases.map((p) => ({
      key: `moon-${p.instant}`,
      date: p.date,
      text: t`${moonPhaseName(p.phase, locale)} at ${p.instant.slice(11, 16)} UTC`,
    })),
    ...sky.festivals.map((f, i) => ({
      key: `festival-${f.date}`,
      date: f.date,
      text: sky.quarterChanges[i]
        ? t`${f.name}, opening the ${quarterName(sky.quarterChanges[i].quarter, locale)}`
        : t`${f.name}, opening the quarter`,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <section aria-labelledby="sky-title" className="rounded-lg border border-gold/30 bg-forest-950/60 p-4">
      <h3 id="sky-title" className="mb-3 flex items-center gap-2 font-display text-gold-bright">
        <MoonStar aria-hidden className="size-4" /> <Trans>The Sky</Trans>
      </h3>
      {items.length === 0 ? (
        <p className="text-parchment-dim text-sm">
          <Trans>No principal moon phase or festival falls in this period.</Trans>
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
          <Trans>
            Tree months: {formatList(sky.treeMonths.map((m) => `${treeName(m.tree, locale)} (${m.name})`))}
          </Trans>
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
  const { t } = useLingui();
  const name = signLabel(sign.name);
  const kindTitle =
    reading.kind === 'week'
      ? t`Weekly Reading`
      : reading.kind === 'month'
        ? t`Monthly Reading`
        : t`Yearly Reading`;
  return (
    <ReadingCard
      sign={sign}
      titleId="period-title"
      title={`${name} · ${kindTitle}`}
      subtitle={
        <p className="text-gold-bright" data-period={reading.period}>
          {label}
        </p>
      }
      overviewTitle={t`Overview`}
      overview={reading.overview}
      actions={actions}
    >
      <SkyFacts reading={reading} />
      <ReadingBody reading={reading} />
    </ReadingCard>
  );
}
