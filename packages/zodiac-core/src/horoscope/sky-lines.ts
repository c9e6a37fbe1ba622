import { dayNumber, requireIsoDate } from '../dates';
import { getMoonPhase } from '../moon';
import { monthNames, type Period } from '../periods';
import type { Sky } from '../sky';
import { withArticle } from '../text';

// The overview's opening for a period: what the sky and the calendar hold, written from the facts themselves
// (sky.ts), so the text can only say what is true. Dates are written "Tuesday 24 November".

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "Tuesday 24 November" for 2026-11-24. */
export function longDate(isoDate: string): string {
  const date = requireIsoDate(isoDate);
  const weekday = weekdays[(((dayNumber(date) + 3) % 7) + 7) % 7];
  return `${weekday} ${date.day} ${monthNames[date.month - 1]}`;
}

/** "24 November". */
function dayMonth(isoDate: string): string {
  const date = requireIsoDate(isoDate);
  return `${date.day} ${monthNames[date.month - 1]}`;
}

function weekdayOf(isoDate: string): string {
  return longDate(isoDate).split(' ')[0] ?? '';
}

/** "a, b and c". */
function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${numberWords[n] ?? n} times`);

/** Three ways to open the list of the Moon's principal phases; read from the period's rotation. */
const phaseFramings: readonly ((list: string, span: string) => string)[] = [
  (list, span) => `This ${span} the Moon reaches ${list}.`,
  (list, span) => `The Moon’s turning points this ${span}: ${list}.`,
  (list) => `Watch the sky: ${list}.`,
];

function phasesSentence(period: Period, sky: Sky, framing: number): string {
  if (sky.moonPhases.length === 0) {
    // No principal instant in the period: every one of its days has the same in-between phase.
    const phase = getMoonPhase(period.start).name.toLowerCase();
    return `No principal phase of the Moon falls this ${period.kind}: it stays ${withArticle(phase)} from ${weekdayOf(period.start)} to ${weekdayOf(period.end)}.`;
  }
  const list = listText(sky.moonPhases.map((p) => `${p.phase} on ${longDate(p.date)}`));
  const frame = phaseFramings[framing % phaseFramings.length];
  return frame ? frame(list, period.kind) : list;
}

function festivalSentences(sky: Sky): string[] {
  return sky.festivals.map((festival, i) => {
    const quarter = sky.quarterChanges[i]?.quarter;
    return `${festival.name} falls on ${longDate(festival.date)}, opening the ${quarter}.`;
  });
}

function treeMonthSentence(period: Period, sky: Sky): string | null {
  const [first, ...later] = sky.treeMonths;
  if (!first) return null;
  const named = (m: { tree: string; name: string }) => `${m.tree} (${m.name})`;
  if (period.kind === 'week') {
    if (later.length === 0) return null;
    return later.map((m) => `On ${longDate(m.start)} the tree month of ${named(m)} begins.`).join(' ');
  }
  const rest = later.map((m) => `from ${longDate(m.start)}, ${named(m)}`);
  return rest.length === 0
    ? `The whole month lies in the tree month of ${named(first)}.`
    : `The month runs through the tree month of ${named(first)} and, ${listText(rest)}.`;
}

/** A year's full and new moons, and the dates of the full moons of each month that has two (every language). */
export function yearMoons(sky: Sky) {
  const fulls = sky.moonPhases.filter((p) => p.phase === 'Full Moon');
  const news = sky.moonPhases.filter((p) => p.phase === 'New Moon');
  const byMonth = new Map<string, string[]>();
  for (const full of fulls) {
    const month = full.date.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), full.date]);
  }
  const doubled = [...byMonth.values()].filter((dates) => dates.length > 1);
  return { fulls, news, first: fulls[0], last: fulls.at(-1), doubled };
}

function yearSentences(period: Period, sky: Sky): string[] {
  const { fulls, news, first, last, doubled } = yearMoons(sky);
  const sentences = [
    first && last
      ? `In ${period.id} the Moon is full ${times(fulls.length)}, from ${dayMonth(first.date)} to ${dayMonth(last.date)}, and new ${times(news.length)}.`
      : `In ${period.id} the Moon is new ${times(news.length)}.`,
  ];
  for (const dates of doubled) {
    sentences.push(
      `${monthNames[Number(dates[0]?.slice(5, 7)) - 1]} has two full moons, on ${listText(dates.map(dayMonth))}.`,
    );
  }
  const festivalDays = sky.festivals.map((f) => `${f.name} on a ${weekdayOf(f.date)}`);
  sentences.push(`The fire festivals open the quarters with ${listText(festivalDays)}.`);
  return sentences;
}

/** The sky part of a period's overview: its moon phases, festivals, quarter changes and tree months. */
export function skySentences(period: Period, sky: Sky, framing: number): string {
  if (period.kind === 'year') return yearSentences(period, sky).join(' ');
  const sentences = [phasesSentence(period, sky, framing), ...festivalSentences(sky)];
  const trees = treeMonthSentence(period, sky);
  if (trees) sentences.push(trees);
  return sentences.join(' ');
}
