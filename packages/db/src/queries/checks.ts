/** The statements of a user's compatibility checks, each ONE statement with the caller's row (caller.ts). */
import type { SignName } from '@celtic/zodiac-core';
import { sql } from 'drizzle-orm';
import { compatibilityChecks } from '../schema';
import { creatingWrite } from './idempotency';
import { listAsCaller } from './owned';

const ph = sql.placeholder;

/** A keyset page of a user's compatibility checks (`owner` null: the caller's own), newest first. */
export const listChecksAsCaller = listAsCaller(compatibilityChecks);

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
