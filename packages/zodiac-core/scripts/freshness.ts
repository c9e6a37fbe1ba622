// Prints how fresh the daily readings are, sign by sign: on how many days a reading repeats a phrase from
// one of the six days before, and the most repeated phrases of each year with their counts.
//   pnpm --filter @celtic/zodiac-core freshness [year ...] [--top N]
// Years default to 2026 and 2027. Exits with 1 when a year breaks the rule (docs/HOROSCOPE-TEXT.md).
import { formatIsoDate, fromDayNumber } from '../src/dates';
import { proverbQuotations } from '../src/horoscope/advice';
import {
  FRESH_DAYS,
  type PhraseReading,
  phraseCounts,
  phraseRules,
  readingPhrases,
  stalePhrases,
  YEARLY_CAP,
} from '../src/horoscope/freshness';
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
  return { years: years.length > 0 ? years : [2026, 2027], top };
}

const { years, top } = parseArgs(process.argv.slice(2).filter((arg) => arg !== '--'));
const dayOf = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / 86_400_000;
const first = dayOf(Math.min(...years), 1, 1) - (FRESH_DAYS - 1);
const last = dayOf(Math.max(...years), 12, 31);

interface SignYear {
  days: number;
  staleDays: number;
  overCap: number;
  top: [string, number][];
}

const days = Array.from({ length: last - first + 1 }, (_, i) => first + i);
const dates = days.map((day) => formatIsoDate(fromDayNumber(day)));
const readings = new Map(signs.map((sign) => [sign.name, [] as (PhraseReading & { year: number })[]]));
const rules = new Map(signs.map((sign) => [sign.name, phraseRules(sign, proverbQuotations)]));

// Date by date, so that the first sign of each date pays for the moon-phase search, as on the server.
let firstOfDateMs = 0;
for (const [i, day] of days.entries()) {
  const date = dates[i] ?? '';
  for (const [signIndex, sign] of signs.entries()) {
    const started = performance.now();
    const reading = generateDailyHoroscope(sign.name, date);
    if (signIndex === 0) firstOfDateMs += performance.now() - started;
    const signRules = rules.get(sign.name);
    if (!signRules) throw new Error(`No rules for ${sign.name}`);
    readings
      .get(sign.name)
      ?.push({ index: day, year: fromDayNumber(day).year, phrases: readingPhrases(reading, signRules) });
  }
}

// Then every reading again, three times, with the phases known: the best round is the generator's own cost.
let bestRoundMs = Number.POSITIVE_INFINITY;
for (let round = 0; round < 3; round++) {
  const started = performance.now();
  for (const date of dates) for (const sign of signs) generateDailyHoroscope(sign.name, date);
  bestRoundMs = Math.min(bestRoundMs, performance.now() - started);
}

interface SignYear {
  days: number;
  staleDays: number;
  overCap: number;
  top: [string, number][];
}

const results = new Map<string, Map<number, SignYear>>();
let broken = false;
for (const [name, signReadings] of readings) {
  const stale = stalePhrases(signReadings, FRESH_DAYS);
  const byYear = new Map<number, SignYear>();
  for (const year of years) {
    const inYear = signReadings.filter((reading) => reading.year === year);
    const staleDays = new Set(stale.filter((s) => fromDayNumber(s.index).year === year).map((s) => s.index));
    const counts = phraseCounts(inYear);
    const overCap = counts.filter(([, count]) => count > YEARLY_CAP).length;
    if (staleDays.size > 0 || overCap > 0) broken = true;
    byYear.set(year, { days: inYear.length, staleDays: staleDays.size, overCap, top: counts.slice(0, top) });
  }
  results.set(name, byYear);
}

for (const year of years) {
  console.log(`\n### ${year}\n`);
  console.log(
    `| Sign | Days repeating a phrase from the ${FRESH_DAYS - 1} days before | Phrases over ${YEARLY_CAP} a year | Most repeated phrases (count) |`,
  );
  console.log('| --- | --- | --- | --- |');
  for (const [name, byYear] of results) {
    const figures = byYear.get(year);
    if (!figures) continue;
    const phrases = figures.top.map(([phrase, count]) => `“${phrase}” ${count}`).join('; ');
    console.log(`| ${name} | ${figures.staleDays} of ${figures.days} | ${figures.overCap} | ${phrases} |`);
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
