// Prints how fresh the daily readings are, sign by sign: on how many days a reading repeats a phrase from
// one of the six days before, and the most repeated phrases of each year with their counts.
//   pnpm --filter @celtic/zodiac-core freshness [year ...] [--top N]
// Years default to 2026 and 2027. Exits with 1 when a year breaks the rule (docs/HOROSCOPE-TEXT.md).
import { formatIsoDate, fromDayNumber } from '../src/dates';
import { dailyFreshness, FRESH_DAYS, YEARLY_CAP } from '../src/horoscope/freshness';
import { generateDailyHoroscope } from '../src/horoscope/generate';
import { signs } from '../src/signs';

function parseArgs(argv: string[]): { years: number[]; top: number } {
  const years: number[] = [];
  let top = 3;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--top') top = Number(argv[++i]);
    else if (/^\d{4}$/.test(arg)) years.push(Number(arg));
    else throw new Error(`Unknown argument ${arg}: expected years (2026) and --top N`);
  }
  if (!Number.isInteger(top) || top < 1) throw new Error('--top takes a whole number of at least 1');
  return { years: years.length > 0 ? years.sort((a, b) => a - b) : [2026, 2027], top };
}

const { years, top } = parseArgs(process.argv.slice(2).filter((arg) => arg !== '--'));

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
    generateDailyHoroscope(sign.name, date);
    if (signIndex === 0) firstOfDateMs += performance.now() - started;
  }
}
let bestRoundMs = Number.POSITIVE_INFINITY;
for (let round = 0; round < 3; round++) {
  const started = performance.now();
  for (const date of dates) for (const sign of signs) generateDailyHoroscope(sign.name, date);
  bestRoundMs = Math.min(bestRoundMs, performance.now() - started);
}

const bySign = signs.map((sign) => ({ name: sign.name, years: dailyFreshness(sign, years) }));
let broken = false;
for (const year of years) {
  console.log(`\n### ${year}\n`);
  console.log(
    `| Sign | Days repeating a phrase from the ${FRESH_DAYS - 1} days before | Phrases in over ${YEARLY_CAP} readings | ` +
      'Highest count (phrases with it) | Most repeated phrases (readings) |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const { name, years: measured } of bySign) {
    const figures = measured.find((m) => m.year === year);
    if (!figures) continue;
    const staleDays = new Set(figures.stale.map((repeat) => repeat.index)).size;
    const overCap = figures.counts.filter(([, count]) => count > YEARLY_CAP).length;
    const highest = figures.counts[0]?.[1] ?? 0;
    const atHighest = figures.counts.filter(([, count]) => count === highest).length;
    const phrases = figures.counts
      .slice(0, top)
      .map(([phrase, count]) => `“${phrase}” ${count}`)
      .join('; ');
    if (staleDays > 0 || overCap > 0) broken = true;
    console.log(
      `| ${name} | ${staleDays} of ${figures.days} | ${overCap} | ${highest} (${atHighest}) | ${phrases} |`,
    );
  }
}

const µs = (ms: number, count: number) => ((ms * 1000) / count).toFixed(1);
console.log(
  `\nGeneration: ${µs(bestRoundMs, dates.length * signs.length)} µs per reading with the moon phase known ` +
    `(best of 3 rounds of ${dates.length * signs.length}); ${µs(firstOfDateMs, dates.length)} µs for a date's ` +
    'first reading, which searches the moon phase.',
);
console.log(broken ? 'The freshness rule does not hold.' : 'The freshness rule holds.');
process.exitCode = broken ? 1 : 0;
