import {
  festivalsIn,
  getQuarter,
  type Locale,
  lunarMonthsIn,
  lunarMonthsTextIn,
  moonPhaseName,
  moonPhases,
  nextFestivalIn,
  quartersIn,
} from '@celtic/zodiac-core';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { cn } from '../../lib/cn';
import { celticNow } from '../../lib/moon-phase';
import { Article, Note } from './article';
import { historyContent } from './content';
import { MoonGlyph } from './moon-glyph';

const th = 'px-3 py-2 text-left font-semibold text-gold text-xs uppercase tracking-wider';
const td = 'px-3 py-2.5 text-left align-top';

function FestivalsTable({ today, locale }: { today: Date; locale: Locale }) {
  const next = nextFestivalIn(today, locale);
  const festivals = festivalsIn(locale);
  const name = next.name;
  const days = next.daysUntil;
  const when = plural(days, { one: 'in # day', other: 'in # days' });
  return (
    <>
      <p className="text-parchment">
        {days === 0 ? (
          <Trans>
            Next festival: <strong>{name}</strong> is today.
          </Trans>
        ) : (
          <Trans>
            Next festival: <strong>{name}</strong> {when}.
          </Trans>
        )}
      </p>
      {/* Phones get one card per festival; the three-column table needs room. */}
      <ul className="space-y-3 sm:hidden">
        {festivals.map((f) => (
          <li
            key={f.name}
            className={cn(
              'rounded-lg border p-3 text-sm',
              f.name === next.name ? 'border-gold/70 bg-gold/10' : 'border-forest-700 bg-forest-950/50',
            )}
          >
            <p className="flex items-baseline justify-between gap-2">
              <span className="font-display text-parchment">{f.name}</span>
              <span className="text-gold-bright">{f.date}</span>
            </p>
            <p className="mt-1">{f.description}</p>
          </li>
        ))}
      </ul>
      <section
        className="focus-ring -mx-2 hidden overflow-x-auto sm:block"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable)
        tabIndex={0}
        aria-label={t`The four Celtic fire festivals`}
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">
            <Trans>The four Celtic fire festivals</Trans>
          </caption>
          <thead>
            <tr className="border-forest-700 border-b">
              <th scope="col" className={th}>
                <Trans>Festival</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Date</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Meaning</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {festivals.map((f) => (
              <tr
                key={f.name}
                className={cn(
                  'border-forest-800 border-b last:border-0',
                  f.name === next.name && 'bg-gold/5',
                )}
              >
                <th scope="row" className={cn(td, 'whitespace-nowrap font-display text-parchment')}>
                  {f.name}
                </th>
                <td className={cn(td, 'whitespace-nowrap')}>{f.date}</td>
                <td className={td}>{f.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}

function QuarterGrid({ today, locale }: { today: Date; locale: Locale }) {
  const current = getQuarter(today);
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {quartersIn(locale).map((q) => {
        const isNow = q.id === current.name;
        return (
          <li
            key={q.id}
            className={cn(
              'rounded-lg border p-4',
              isNow ? 'border-gold/70 bg-gold/10' : 'border-forest-700 bg-forest-950/50',
            )}
          >
            <p className="font-display text-parchment">{q.name}</p>
            <p className="mt-1 text-parchment-dim text-sm">{q.months}</p>
            {isNow ? (
              <p className="mt-2 font-semibold text-gold-bright text-xs uppercase">
                <Trans>Current quarter</Trans>
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function MoonPhases({ today, locale }: { today: string; locale: Locale }) {
  return (
    <>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {moonPhases.map((phase, i) => {
          const isToday = phase === today;
          return (
            <li
              key={phase}
              aria-current={isToday ? 'date' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-lg border p-3',
                isToday ? 'border-gold/70 bg-gold/10' : 'border-forest-700 bg-forest-950/50',
              )}
            >
              <MoonGlyph fraction={i / moonPhases.length} />
              <span className="text-sm">
                <span className="text-parchment-faint">{i + 1}. </span>
                <span className="text-parchment">{moonPhaseName(phase, locale)}</span>
                {isToday ? (
                  <span className="block text-gold-bright text-xs">
                    <Trans>Tonight</Trans>
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
      <Note>{historyContent(locale).calendar.moonNote}</Note>
    </>
  );
}

function LunarMonths({ locale }: { locale: Locale }) {
  return (
    <>
      <p>{lunarMonthsTextIn(locale)}</p>
      <section
        className="focus-ring -mx-2 max-w-3xl overflow-x-auto"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable)
        tabIndex={0}
        aria-label={t`The thirteen tree months`}
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">
            <Trans>The thirteen tree months</Trans>
          </caption>
          <thead>
            <tr className="border-forest-700 border-b">
              <th scope="col" className={th}>
                #
              </th>
              <th scope="col" className={th}>
                <Trans>Tree</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Ogham name</Trans>
              </th>
              <th scope="col" className={th}>
                <Trans>Dates</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {lunarMonthsIn(locale).map((m, i) => (
              <tr key={m.name} className="border-forest-800 border-b last:border-0">
                <td className={cn(td, 'text-parchment-faint')}>{i + 1}</td>
                <th scope="row" className={cn(td, 'font-normal text-parchment')}>
                  {m.tree}
                </th>
                <td className={cn(td, 'italic')}>{m.name}</td>
                {/* Wraps on phones rather than running off the card. */}
                <td className={td}>{m.dates}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Note>{historyContent(locale).calendar.monthsNote}</Note>
    </>
  );
}

/** Celtic Calendar: festivals, quarters, moon phases and the thirteen tree months. */
export function CalendarTab({ now = new Date(), locale = 'en' }: { now?: Date; locale?: Locale }) {
  const prose = historyContent(locale).calendar;
  return (
    <div className="space-y-6">
      <Article id="cal-festivals" title={t`The four fire festivals`} evidence="literature">
        <FestivalsTable today={now} locale={locale} />
      </Article>
      <Article id="cal-quarters" title={t`The Celtic quarters`} evidence="literature">
        <p>{prose.quartersIntro}</p>
        <QuarterGrid today={now} locale={locale} />
      </Article>
      <Article id="cal-moon" title={t`Phases of the moon`} evidence="history">
        <p>{prose.moonIntro}</p>
        <MoonPhases today={celticNow(now).moonPhase.name} locale={locale} />
      </Article>
      <Article id="cal-months" title={t`The thirteen lunar months`} evidence="modern">
        <LunarMonths locale={locale} />
      </Article>
    </div>
  );
}
