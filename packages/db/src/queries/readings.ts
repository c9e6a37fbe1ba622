/** The statements of a user's saved readings, each ONE statement with the caller's row (caller.ts). */
import type { SignName } from '@celtic/zodiac-core';
import { getTableColumns, sql } from 'drizzle-orm';
import { readings } from '../schema';
import { creatingWrite } from './idempotency';
import { callersRow, changeAsCaller, listAsCaller } from './owned';

const ph = sql.placeholder;

/** A keyset page of a user's readings (`owner` null: the caller's own), newest first. */
export const listReadingsAsCaller = listAsCaller(readings);

/** Saves a reading for the caller; `row` is null when there is no caller. */
export const createReadingAsCaller = creatingWrite<
  typeof readings,
  { content: string; zodiacSign: SignName; isFavorite: boolean }
>(
  readings,
  (c, condition) => sql`insert into ${readings} (user_id, content, zodiac_sign, is_favorite)
    select ${c.id}, ${ph('content')}::text, ${ph('zodiacSign')}::text, ${ph('isFavorite')}::boolean from ${c}
    ${condition ? sql`where ${condition}` : sql``}`,
);

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
