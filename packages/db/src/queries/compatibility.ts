import type { SignName } from '@celtic/zodiac-core';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { type CompatibilityCheck, compatibilityChecks } from '../schema';
import type { Page } from './page';
import { preparedFor } from './prepared';

export interface NewCompatibilityCheck {
  userId: number;
  firstSign: SignName;
  secondSign: SignName;
  compatibilityScore: number;
  /** JSON text of { description, strengths, challenges }. */
  compatibilityDetails: string;
}

export async function createCompatibilityCheck(
  db: Database,
  check: NewCompatibilityCheck,
): Promise<CompatibilityCheck> {
  const [row] = await db.insert(compatibilityChecks).values(check).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

const byUser = eq(compatibilityChecks.userId, sql.placeholder('userId'));
const firstPage = preparedFor((db) =>
  db
    .select()
    .from(compatibilityChecks)
    .where(byUser)
    .orderBy(desc(compatibilityChecks.id))
    .limit(sql.placeholder('limit'))
    .prepare('list_compatibility_checks'),
);
const laterPage = preparedFor((db) =>
  db
    .select()
    .from(compatibilityChecks)
    .where(and(byUser, lt(compatibilityChecks.id, sql.placeholder('before'))))
    .orderBy(desc(compatibilityChecks.id))
    .limit(sql.placeholder('limit'))
    .prepare('list_compatibility_checks_before'),
);

export async function listCompatibilityChecks(
  db: Database,
  params: { userId: number } & Page,
): Promise<CompatibilityCheck[]> {
  const { userId, limit, before } = params;
  return before === undefined
    ? firstPage(db).execute({ userId, limit })
    : laterPage(db).execute({ userId, limit, before });
}
