/**
 * Preview images of the public share pages, kept as bytes. The first image stored for a path is the one every
 * instance serves: a second render that lost the race is dropped, and the stored row is answered instead. The
 * store has a ceiling: after each insert the least recently served images beyond it are deleted.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { type ShareImage, shareImages } from '../schema';
import { statement } from './prepared';

export type StoredShareImage = Pick<ShareImage, 'png' | 'etag'>;

const asBytes = (png: Uint8Array) => (Buffer.isBuffer(png) ? png : Buffer.from(png));

/** How old `served_at` may grow before a serve writes it again: one write per image per hour at most. */
const servedAtPrecision = sql`interval '1 hour'`;

/** The most rows one eviction deletes: an insert's work stays bounded whatever the store holds. */
export const evictionBatch = 50;

/** The stored image of a share page, or null when none was rendered yet. */
export async function shareImageByPath(db: Database, path: string): Promise<StoredShareImage | null> {
  const [row] = await db
    .select({ png: shareImages.png, etag: shareImages.etag })
    .from(shareImages)
    .where(eq(shareImages.path, path));
  return row ? { png: asBytes(row.png), etag: row.etag } : null;
}

const etagQuery = statement('etag', (db) =>
  db
    .select({
      etag: shareImages.etag,
      stale: sql<boolean>`${shareImages.servedAt} < now() - ${servedAtPrecision}`,
    })
    .from(shareImages)
    .where(eq(shareImages.path, sql.placeholder('path'))),
);

/**
 * The ETag of a share page's stored image (a few bytes, not the image), or null when none was rendered yet;
 * `stale` when its `served_at` is over an hour old, so the caller marks it served (`markShareImageServed`).
 */
export async function shareImageEtag(
  db: Database,
  path: string,
): Promise<{ etag: string; stale: boolean } | null> {
  const [row] = await etagQuery(db).execute({ path });
  return row ? { etag: row.etag, stale: Boolean(row.stale) } : null;
}

/** Records that an image was served now (a no-op when another instance did within the hour). */
export async function markShareImageServed(db: Database, path: string): Promise<void> {
  await db
    .update(shareImages)
    .set({ servedAt: sql`now()` })
    .where(sql`${shareImages.path} = ${path} and ${shareImages.servedAt} < now() - ${servedAtPrecision}`);
}

/**
 * Deletes the least recently served images past `maxBytes` in all (at most `evictionBatch` of them); returns
 * how many. The most recently served are kept first, then the newest, then by path, so every instance picks the same rows.
 */
export async function evictShareImages(db: Database, maxBytes: number): Promise<number> {
  const deleted = await db.execute(sql`
    delete from share_images where path in (
      select path from (
        select path, sum(size) over (order by served_at desc, created_at desc, path) as kept from share_images
      ) ranked
      where kept > ${maxBytes}
      order by kept desc
      limit ${evictionBatch})
    returning 1`);
  return Array.isArray(deleted) ? deleted.length : ((deleted as { rows?: unknown[] }).rows?.length ?? 0);
}

/** Total bytes of the stored images. */
export async function shareImageBytes(db: Database): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${shareImages.size}), 0)` })
    .from(shareImages);
  return Number(row?.bytes ?? 0);
}

/**
 * Stores a rendered image unless one is stored already, and answers the one stored (this one or the earlier).
 * A new row is followed by an eviction down to `maxBytes`.
 */
export async function keepShareImage(
  db: Database,
  image: { path: string; png: Uint8Array; etag: string },
  store: { maxBytes: number } = { maxBytes: Number.POSITIVE_INFINITY },
): Promise<StoredShareImage> {
  const [inserted] = await db
    .insert(shareImages)
    .values(image)
    .onConflictDoNothing({ target: shareImages.path })
    .returning({ png: shareImages.png, etag: shareImages.etag });
  if (inserted) {
    if (Number.isFinite(store.maxBytes)) await evictShareImages(db, store.maxBytes);
    return { png: asBytes(inserted.png), etag: inserted.etag };
  }
  const stored = await shareImageByPath(db, image.path);
  if (!stored) throw new Error(`The share image of ${image.path} vanished after a conflict`);
  return stored;
}
