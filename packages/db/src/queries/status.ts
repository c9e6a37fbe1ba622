/**
 * The service's heartbeat and the facts the status page is made of. Each instance calls `recordHeartbeat` every
 * 20 seconds; the first call in a minute (by the database's clock) counts that minute as up, once however many
 * instances write it. Nothing here is kept in a process: every instance reads the same rows.
 */
import { asc, gt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { pushSends, statusDays, statusMinutes } from '../schema';
import { statement } from './prepared';

/** How long a push may wait past its time before push sending counts as late. */
const latePushAfter = sql`interval '5 minutes'`;

/** Days of `status_days` kept and shown. */
export const statusDaysShown = 90;

const pushLateNow = sql<boolean>`exists (select 1 from ${pushSends}
  where ${pushSends.outcome} is null and ${pushSends.nextAttemptAt} < now() - ${latePushAfter})`;

/**
 * Counts the current minute as up (once, by whichever instance writes it first) with whether pushes are late,
 * adds it to its UTC day, and drops minutes older than two days and days older than the ones shown, in one
 * statement.
 */
export async function recordHeartbeat(db: Database): Promise<void> {
  await db.execute(sql`
    with minute as (
      insert into ${statusMinutes} (minute, push_late)
      values (date_trunc('minute', now()), ${pushLateNow})
      on conflict (minute) do nothing
      returning minute, push_late
    ), counted as (
      insert into ${statusDays} (day, minutes_up, minutes_push_late, first_minute)
      select (minute at time zone 'UTC')::date, 1, push_late::int, minute from minute
      on conflict (day) do update set
        minutes_up = ${statusDays}.minutes_up + 1,
        minutes_push_late = ${statusDays}.minutes_push_late + excluded.minutes_push_late
      returning 1
    ), old_days as (
      delete from ${statusDays}
      where day <= (now() at time zone 'UTC')::date - ${statusDaysShown}::int
      returning 1
    )
    delete from ${statusMinutes} where minute < now() - interval '2 days'`);
}

export interface StatusDay {
  /** YYYY-MM-DD, UTC. */
  day: string;
  minutesUp: number;
  minutesPushLate: number;
  /** The day's first heartbeat. */
  firstMinute: Date;
}

export interface StatusFacts {
  /** The database's clock. */
  now: Date;
  /** Pushes are waiting past their time now. */
  pushLate: boolean;
  /** The days shown that have a heartbeat, oldest first. */
  days: StatusDay[];
}

const daysQuery = statement('status_days', (db) =>
  db
    .select({
      day: statusDays.day,
      minutesUp: statusDays.minutesUp,
      minutesPushLate: statusDays.minutesPushLate,
      firstMinute: statusDays.firstMinute,
      now: sql<string>`now()`.mapWith((value: string | Date) => new Date(value)),
      pushLate: pushLateNow.mapWith(Boolean),
    })
    .from(sql`(select 1) as clock`)
    .leftJoin(statusDays, gt(statusDays.day, sql`(now() at time zone 'UTC')::date - ${statusDaysShown}::int`))
    .orderBy(asc(statusDays.day)),
);

/** The database's clock, whether pushes are late, and the heartbeat of the days shown, in one statement. */
export async function statusFacts(db: Database): Promise<StatusFacts> {
  const rows = await daysQuery(db).execute();
  const first = rows[0];
  if (!first) throw new Error('status_days: the clock row is missing');
  return {
    now: first.now,
    pushLate: first.pushLate,
    days: rows.flatMap((row) =>
      row.day === null || row.minutesUp === null || row.minutesPushLate === null || row.firstMinute === null
        ? []
        : [
            {
              day: row.day,
              minutesUp: row.minutesUp,
              minutesPushLate: row.minutesPushLate,
              firstMinute: new Date(row.firstMinute),
            },
          ],
    ),
  };
}
