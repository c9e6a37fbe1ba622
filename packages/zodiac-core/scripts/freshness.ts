// Prints how fresh the daily readings are, sign by sign: on how many days a reading repeats a phrase from
// one of the six days before, and the most repeated phrases of each year with their counts.
//   pnpm --filter @celtic/zodiac-core freshness [year | first-last ...] [--top N] [--summary] [--lang es ...]
// Every language is measured unless --lang names some; years default to 2026 and 2027; --summary prints one line a sign over all the years instead of a table a
// year (for long spans: 2000-2100). Exits with 1 when a year breaks the rule (docs/HOROSCOPE-TEXT.md).
import { formatIsoDate, fromDayNumber } from '../src/dates';
import { dailyFreshness, FRESH_DAYS, YEARLY_CAP } from '../src/horoscope/freshness';
import { generateDailyHoroscope } from '../src/horoscope/generate';
import { isLocale, type Locale, locales } from '../src/locale';
import { signs } from '../src/signs';

function parseArgs(argv: string[]): { years: number[]; top: number; summary: boolean; langs: Locale[] } {
  const years = new Set<number>();
  const langs = new Set<Locale>();
  let top = 3;
  let summary = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const span = /^(\d{4})(?:-(\d{4}))?$/.exec(arg);
    if (arg === '--top') top = Number(argv[++i]);
    else if (arg === '--summary') summary = true;
    else if (arg === '--lang') {
      const lang = argv[++i];
      if (!isLocale(lang)) throw new Error(`--lang takes one of ${locales.join(', ')}`);
      langs.add(lang);
    } else if (span) for (let y = Number(span[1]); y <= Number(span[2] ?? span[1]); y++) years.add(y);
    else
      throw new Error(
        `Unknown argument ${arg}: expected years (2026, 2000-2100), --top N, --summary, --lang ${locales.join('|')}`,
      );
  }
  if (!Number.isInteger(top) || top < 1) throw new Error('--top takes a whole number of at least 1');
  const sorted = [...years].sort((a, b) => a - b);
  return {
    years: sorted.length > 0 ? sorted : [2026, 2027],
    top,
    summary,
    langs: langs.size > 0 ? [...langs] : [...locales],
  };
}

const { years, top, summary, langs } = parseArgs(process.argv.slice(2).filter((arg) => arg !== '--'));
let broken = false;
for (const lang of langs) measure(lang);
console.log(
  broken ? 'The freshness rule does not hold.' : 'The freshness rule holds in every language measured.',
);
process.exitCode = broken ? 1 : 0;

function measure(lang: Locale): void {
  console.log(`\n## Language: ${lang}`);

  // The cost of a reading, first: date by date, so that the first sign of each date pays for the moon-phase
  // search as on the server, then every reading three more times with the phases known (the best round counts).
  const dayOf = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / 86_400_000;
  const dates = years.flatMap((year) =>
    Array.from({ length: dayOf(year, 12, 31) - dayOf(year, 1, 1) + 1 }, (_, i) =>
      formatIsoDate(fromDayNumber(dayOf(year, 1, 1) + i)),
    ),
  );
  let firstOfDateMs = 0;
  for (const date of dates) {
    for (const [signIndex, sign] of signs.entries()) {
      const started = performance.now();
      generateDailyHoroscope(sign.name, date, lang);
      if (signIndex === 0) firstOfDateMs += performance.now() - started;
    }
  }
  let bestRoundMs = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    for (const date of dates) for (const sign of signs) generateDailyHoroscope(sign.name, date, lang);
    bestRoundMs = Math.min(bestRoundMs, performance.now() - started);
  }

  const bySign = signs.map((sign) => ({ name: sign.name, years: dailyFreshness(sign, years, lang) }));
  const staleDaysOf = (stale: readonly { index: number }[]) =>
    new Set(stale.map((repeat) => repeat.index)).size;
  const overCapOf = (counts: readonly [string, number][]) =>
    counts.filter(([, count]) => count > YEARLY_CAP).length;
  for (const { years: measured } of bySign) {
    for (const { stale, counts } of measured) if (stale.length > 0 || overCapOf(counts) > 0) broken = true;
  }

  if (summary) {
    console.log(`\n### ${years[0]}–${years.at(-1)}\n`);
    console.log(
      `| Sign | Days repeating a phrase from the ${FRESH_DAYS - 1} days before | Phrases in over ${YEARLY_CAP} readings of a year | Highest count in a year |`,
    );
    console.log('| --- | --- | --- | --- |');
    for (const { name, years: measured } of bySign) {
      const days = measured.reduce((sum, m) => sum + m.days, 0);
      const staleDays = measured.reduce((sum, m) => sum + staleDaysOf(m.stale), 0);
      const overCap = measured.reduce((sum, m) => sum + overCapOf(m.counts), 0);
      const highest = Math.max(...measured.map((m) => m.counts[0]?.[1] ?? 0));
      console.log(`| ${name} | ${staleDays} of ${days} | ${overCap} | ${highest} |`);
    }
  }

  for (const year of summary ? [] : years) {
    console.log(`\n### ${year}\n`);
    console.log(
      `| Sign | Days repeating a phrase from the ${FRESH_DAYS - 1} days before | Phrases in over ${YEARLY_CAP} readings | ` +
        'Highest count (phrases with it) | Most repeated phrases (readings) |',
    );
    console.log('| --- | --- | --- | --- | --- |');
    for (const { name, years: measured } of bySign) {
      const figures = measured.find((m) => m.year === year);
      if (!figures) continue;
      const highest = figures.counts[0]?.[1] ?? 0;
      const atHighest = figures.counts.filter(([, count]) => count === highest).length;
      const phrases = figures.counts
        .slice(0, top)
        .map(([phrase, count]) => `“${phrase}” ${count}`)
        .join('; ');
      console.log(
        `| ${name} | ${staleDaysOf(figures.stale)} of ${figures.days} | ${overCapOf(figures.counts)} | ` +
          `${highest} (${atHighest}) | ${phrases} |`,
      );
    }
  }

  const µs = (ms: number, count: number) => ((ms * 1000) / count).toFixed(1);
  console.log(
    `\nGeneration: ${µs(bestRoundMs, dates.length * signs.length)} µs per reading with the moon phase known ` +
      `(best of 3 rounds of ${dates.length * signs.length}); ${µs(firstOfDateMs, dates.length)} µs for a date's ` +
      'first reading, which searches the moon phase.',
  );
}
