import type { SignName } from '@celtic/zodiac-core';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { type CompatibilityCheck, compatibilityChecks } from '../schema';
import { beforeId, type Page } from './page';

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

export async function listCompatibilityChecks(
  db: Database,
  params: { userId: number } & Page,
): Promise<CompatibilityCheck[]> {
  return db
    .select()
    .from(compatibilityChecks)
    .where(
      and(eq(compatibilityChecks.userId, params.userId), beforeId(compatibilityChecks.id, params.before)),
    )
    .orderBy(desc(compatibilityChecks.id))
    .limit(params.limit);
}
