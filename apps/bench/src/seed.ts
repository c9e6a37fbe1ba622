import type { Database } from '@celtic/db';
import { signNameList } from '@celtic/db';
import { sql } from 'drizzle-orm';

/** Rows per table: every user gets the same number of readings and checks, so one user's pages are alike. */
export interface SeedSize {
  users: number;
  readingsPerUser: number;
  checksPerUser: number;
}

/** PostgreSQL at scale: 10,000 users, 1,000,000 readings, 200,000 compatibility checks. */
export const postgresSize: SeedSize = { users: 10_000, readingsPerUser: 100, checksPerUser: 20 };
/** The smaller set PGlite (one process, WebAssembly) loads in seconds: 1,000 / 100,000 / 20,000. */
export const pgliteSize: SeedSize = { users: 1_000, readingsPerUser: 100, checksPerUser: 20 };
/** The reference for the ratios: the same user with the same rows, among just enough users to fill a page. */
export const smallSize: SeedSize = { users: 60, readingsPerUser: 100, checksPerUser: 20 };

/** The user whose pages are timed; present at every size. */
export const targetUserId = 42;

/** Seeding inserts a million rows in one statement: far past the 5 s deadline the server gives a query. */
export const seedTimeoutMs = 60 * 60_000;

export function countsOf(size: SeedSize) {
  return {
    users: size.users,
    readings: size.users * size.readingsPerUser,
    checks: size.users * size.checksPerUser,
  };
}

const signArray = `array[${signNameList.map((name) => `'${name}'`).join(', ')}]`;

/**
 * The seed as set-based SQL (INSERT … SELECT generate_series): the database builds every row itself, so a
 * million readings take seconds, not a million round trips. User i owns rows i-1, i-1+N, i-1+2N, …
 */
export function seedStatements(size: SeedSize): string[] {
  const { users, readings, checks } = countsOf(size);
  const details = JSON.stringify({
    description: 'Seeded: two signs that meet at the forest edge.',
    strengths: ['Shared patience'],
    challenges: ['Different rhythms'],
  }).replaceAll("'", "''");
  return [
    'truncate users, readings, compatibility_checks, deleted_users, daily_horoscopes restart identity cascade',
    `insert into users (firebase_uid, username, email, display_name, role, zodiac_sign, created_at, last_login_at)
     select 'seed-' || g, 'Seeker ' || g, 'seeker' || g || '@example.com', 'Seeker ' || g,
            case when g % 1000 = 1 then 'admin' else 'user' end,
            (${signArray})[1 + g % 13], now() - make_interval(mins => g), now()
     from generate_series(1, ${users}) g`,
    `insert into readings (user_id, content, zodiac_sign, is_favorite, reading_date)
     select 1 + g % ${users},
            '2026-11-' || lpad((1 + g % 28)::text, 2, '0') || ' Reading ' || g ||
              ': the hawk circles, the salmon leaps, and the rowan keeps its counsel.',
            (${signArray})[1 + g % 13], g % 7 = 0, now() - make_interval(secs => g)
     from generate_series(1, ${readings}) g`,
    `insert into compatibility_checks
       (user_id, first_sign, second_sign, compatibility_score, compatibility_details, created_at)
     select 1 + g % ${users}, (${signArray})[1 + g % 13], (${signArray})[1 + (g / 13) % 13], 60 + g % 30,
            '${details}', now() - make_interval(secs => g)
     from generate_series(1, ${checks}) g`,
    'analyze',
  ];
}

export async function seed(db: Database, size: SeedSize): Promise<void> {
  for (const statement of seedStatements(size)) await db.execute(sql.raw(statement));
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}

/** Rows in each seeded table, to tell whether a database already holds a seed of `size`. */
export async function countRows(db: Database) {
  const [row] = rowsOf(
    await db.execute(
      sql.raw(`select (select count(*) from users)::int as users,
                      (select count(*) from readings)::int as readings,
                      (select count(*) from compatibility_checks)::int as checks`),
    ),
  );
  return { users: Number(row?.users), readings: Number(row?.readings), checks: Number(row?.checks) };
}

export { rowsOf };
