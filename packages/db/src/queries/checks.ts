/** The statements of a user's compatibility checks, each ONE statement with the caller's row (caller.ts). */
import type { SignName } from '@celtic/zodiac-core';
import { and, eq, gt, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { compatibilityChecks } from '../schema';
import { creatingWrite } from './idempotency';
import { listAsCaller } from './owned';

const ph = sql.placeholder;

const t = compatibilityChecks;
const later = alias(compatibilityChecks, 'later');
type Pair = { firstSign: SQLWrapper; secondSign: SQLWrapper };
const low = (c: Pair) => sql`least(${c.firstSign}, ${c.secondSign})`;
const high = (c: Pair) => sql`greatest(${c.firstSign}, ${c.secondSign})`;

/**
 * A keyset page of a user's compatibility checks (`owner` null: the caller's own), newest first: one row per pair
 * of signs in either order (Wolf–Hawk is Hawk–Wolf), its latest check. A row is listed when no later check of its
 * pair exists, so pages stay keyset pages (compatibility_checks_user_pair_id_idx answers the test).
 */
export const listChecksAsCaller = listAsCaller(
  compatibilityChecks,
  (db) =>
    sql`not exists ${db
      .select({ one: sql`1` })
      .from(later)
      .where(
        and(eq(later.userId, t.userId), eq(low(later), low(t)), eq(high(later), high(t)), gt(later.id, t.id)),
      )}`,
);

/** Saves a compatibility check for the caller; `row` is null when there is no caller. */
export const createCheckAsCaller = creatingWrite<
  typeof compatibilityChecks,
  {
    firstSign: SignName;
    secondSign: SignName;
    compatibilityScore: number;
    /** JSON text of { description, strengths, challenges }. */
    compatibilityDetails: string;
  }
>(
  compatibilityChecks,
  (c, condition) => sql`insert into ${compatibilityChecks}
      (user_id, first_sign, second_sign, compatibility_score, compatibility_details)
    select ${c.id}, ${ph('firstSign')}::text, ${ph('secondSign')}::text, ${ph('compatibilityScore')}::int,
      ${ph('compatibilityDetails')}::text from ${c}
    ${condition ? sql`where ${condition}` : sql``}`,
);
