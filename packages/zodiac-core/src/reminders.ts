import { festivals } from './calendar';
import { dayNumber, formatIsoDate, fromDayNumber, requireIsoDate, utcMillis } from './dates';
import { getMoonPhase } from './moon';
import { assertTimeZone, offsetAt } from './timezone';

/** A time of day written HH:MM on a 24-hour clock. */
export const reminderTimePattern = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

const minute = 60_000;
const day = 86_400_000;

/** The calendar date (YYYY-MM-DD) the zone's wall clock shows at the instant. */
export function localDateAt(timeZone: string, instant: number): string {
  return formatIsoDate(fromDayNumber(Math.floor((instant + offsetAt(timeZone, instant)) / day)));
}

/** The date `days` after an ISO date. */
export function addDays(isoDate: string, days: number): string {
  return formatIsoDate(fromDayNumber(dayNumber(requireIsoDate(isoDate)) + days));
}

/**
 * The instant the zone's wall clock first shows `time` on `isoDate`. A time that occurs twice (clocks going back)
 * is its first occurrence; a time the clocks skip (clocks going forward) is the first minute after the gap.
 */
export function reminderInstant(timeZone: string, isoDate: string, time: string): number {
  if (!reminderTimePattern.test(time)) throw new RangeError(`Invalid time "${time}": expected HH:MM`);
  assertTimeZone(timeZone);
  const date = requireIsoDate(isoDate);
  const wall =
    utcMillis(date.year, date.month, date.day) +
    (Number(time.slice(0, 2)) * 60 + Number(time.slice(3))) * minute;
  // The offsets a day either side: one transition at most lies between them.
  const before = offsetAt(timeZone, wall - day);
  const after = offsetAt(timeZone, wall + day);
  const shows = (t: number) => t + offsetAt(timeZone, t) === wall;
  const candidates = [wall - before, wall - after].filter(shows);
  if (candidates.length > 0) return Math.min(...candidates);
  // In the gap: the transition lies between the two readings; find its minute.
  let low = Math.min(wall - before, wall - after);
  let high = Math.max(wall - before, wall - after);
  while (high - low > minute) {
    const mid = low + Math.floor((high - low) / 2 / minute) * minute;
    if (offsetAt(timeZone, mid) === after) high = mid;
    else low = mid;
  }
  return high;
}

/** A daily reminder: the local date it is for, when it is due, and when it is out of date (the day's end). */
export interface ReminderSlot {
  localDate: string;
  dueAt: Date;
  expiresAt: Date;
}

export function reminderSlot(timeZone: string, localDate: string, time: string): ReminderSlot {
  return {
    localDate,
    dueAt: new Date(reminderInstant(timeZone, localDate, time)),
    expiresAt: new Date(reminderInstant(timeZone, addDays(localDate, 1), '00:00')),
  };
}

/**
 * The next reminder to plan at `now`: the first local date from `notBefore` (if given) and today whose reminder is
 * still ahead, or, for a date already planned (`notBefore` is the day after it), still within its day.
 */
export function nextReminderSlot(
  timeZone: string,
  time: string,
  now: Date,
  notBefore?: string,
): ReminderSlot {
  const today = localDateAt(timeZone, now.getTime());
  if (notBefore !== undefined && notBefore > today) return reminderSlot(timeZone, notBefore, time);
  const slot = reminderSlot(timeZone, today, time);
  // A date planned before (notBefore given) is late but still today's; a new setting waits for the next time.
  if (notBefore !== undefined ? slot.expiresAt > now : slot.dueAt > now) return slot;
  return reminderSlot(timeZone, addDays(today, 1), time);
}

/** What else a local date holds for a reminder: a fire festival, a full or new moon (in that zone). */
export interface ReminderOccasions {
  festival: { name: string; date: string } | null;
  moon: 'Full Moon' | 'New Moon' | null;
}

export function occasionsOn(isoDate: string, timeZone: string): ReminderOccasions {
  const date = requireIsoDate(isoDate);
  const festival = festivals.find((f) => f.month === date.month && f.day === date.day);
  const phase = getMoonPhase(isoDate, timeZone).name;
  return {
    festival: festival ? { name: festival.name, date: festival.date } : null,
    moon: phase === 'Full Moon' || phase === 'New Moon' ? phase : null,
  };
}
