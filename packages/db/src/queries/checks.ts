/** The statements of a user's compatibility checks, each ONE statement with the caller's row (caller.ts). */
import type { SignName } from '@celtic/zodiac-core';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { type CompatibilityCheck, compatibilityChecks } from '../schema';
import type { WriteAsCaller } from './caller';
import { creatingWrite, type Idempotency } from './idempotency';
import { listAsCaller } from './owned';

const ph = sql.placeholder;

/** A keyset page of a user's compatibility checks (`owner` null: the caller's own), newest first. */
export const listChecksAsCaller = listAsCaller(compatibilityChecks);

const writeCheck = creatingWrite(
  compatibilityChecks,
  (c, condition) => sql`insert into ${compatibilityChecks}
      (user_id, first_sign, second_sign, compatibility_score, compatibility_details)
    select ${c.id}, ${ph('firstSign')}::text, ${ph('secondSign')}::text, ${ph('compatibilityScore')}::int,
      ${ph('compatibilityDetails')}::text from ${c}
    ${condition ? sql`where ${condition}` : sql``}`,
);

/** Saves a compatibility check for the caller; `row` is null when there is no caller. */
export function createCheckAsCaller(
  db: Database,
  params: {
    uid: string;
    firstSign: SignName;
    secondSign: SignName;
    compatibilityScore: number;
    /** JSON text of { description, strengths, challenges }. */
    compatibilityDetails: string;
    idempotency?: Idempotency;
  },
): Promise<WriteAsCaller<CompatibilityCheck>> {
  const { uid, idempotency, ...values } = params;
  return writeCheck(db, uid, values, idempotency);
}
