/** The statements of a user's saved readings, each ONE statement with the caller's row (caller.ts). */
import type { SignName } from '@celtic/zodiac-core';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../client';
import type { ReadingKind } from '../domain';
import { type Reading, readings, type User, users } from '../schema';
import { creatingWrite } from './idempotency';
import { callersRow, changeAsCaller, listAsCaller } from './owned';
import { statement } from './prepared';

const ph = sql.placeholder;

/** A keyset page of a user's readings (`owner` null: the caller's own), newest first. */
export const listReadingsAsCaller = listAsCaller(readings);

/**
 * Saves a reading for the caller; `row` is null when there is no caller, or when the caller already saved this
 * reading (same sign, kind and period: the unique key), which `savedReadingAsCaller` then finds. The key decides,
 * so two devices or instances saving at once store one row.
 */
const createReading = creatingWrite<
  typeof readings,
  {
    content: string;
    zodiacSign: SignName;
    isFavorite: boolean;
    kind: ReadingKind | null;
    period: string | null;
  }
>(
  readings,
  (c, condition) => sql`insert into ${readings} (user_id, content, zodiac_sign, is_favorite, kind, period)
    select ${c.id}, ${ph('content')}::text, ${ph('zodiacSign')}::text, ${ph('isFavorite')}::boolean,
      ${ph('kind')}::text, ${ph('period')}::text from ${c}
    ${condition ? sql`where ${condition}` : sql``}
    on conflict on constraint readings_user_sign_kind_period_key do nothing`,
);

export const createReadingAsCaller = (
  db: Database,
  params: Omit<Parameters<typeof createReading>[1], 'kind' | 'period'> & {
    kind?: ReadingKind | null;
    period?: string | null;
  },
) => createReading(db, { ...params, kind: params.kind ?? null, period: params.period ?? null });

const savedReading = statement('readings_saved', (db) =>
  db
    .select({ caller: getTableColumns(users), row: getTableColumns(readings) })
    .from(users)
    .leftJoin(
      readings,
      and(
        eq(readings.userId, users.id),
        eq(readings.zodiacSign, ph('zodiacSign')),
        eq(readings.kind, ph('kind')),
        eq(readings.period, ph('period')),
      ),
    )
    .where(eq(users.firebaseUid, ph('uid'))),
);

/**
 * The caller's saved reading of a sign's day or period in one statement with the caller's row: `row` is null when
 * they have not saved it, `caller` when there is no caller.
 */
export async function savedReadingAsCaller(
  db: Database,
  params: { uid: string; zodiacSign: SignName; kind: ReadingKind; period: string },
): Promise<{ caller: User | null; row: Reading | null }> {
  const [found] = await savedReading(db).execute(params);
  return { caller: found?.caller ?? null, row: found?.row ?? null };
}

/**
 * Sets the favourite flag of the caller's reading `id` to `isFavorite` in one statement (null: flips it, for
 * clients that send no value); `row` is null when they have no such reading. Setting, not flipping, is what
 * makes a repeated request (an offline write sent again after its answer was lost) change nothing.
 */
export const setFavoriteAsCaller = changeAsCaller<typeof readings, { isFavorite: boolean | null }>(
  'setFavorite',
  readings,
  (db, c) =>
    db
      .update(readings)
      .set({ isFavorite: sql`coalesce(${ph('isFavorite')}::boolean, not ${readings.isFavorite})` })
      .where(callersRow(db, readings, c))
      .returning(getTableColumns(readings)),
);

/** Deletes the caller's reading `id`; `row` (the deleted reading) is null when they had no such reading. */
export const deleteReadingAsCaller = changeAsCaller('deleteReading', readings, (db, c) =>
  db
    .delete(readings)
    .where(callersRow(db, readings, c))
    .returning(getTableColumns(readings)),
);
