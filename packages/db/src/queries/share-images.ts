/**
 * Preview images of the public share pages, kept as bytes. The first image stored for a path is the one every
 * instance serves: a second render that lost the race is dropped, and the stored row is answered instead.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { type ShareImage, shareImages } from '../schema';
import { statement } from './prepared';

export type StoredShareImage = Pick<ShareImage, 'png' | 'etag'>;

const asBytes = (png: Uint8Array) => (Buffer.isBuffer(png) ? png : Buffer.from(png));

/** The stored image of a share page, or null when none was rendered yet. */
export async function shareImageByPath(db: Database, path: string): Promise<StoredShareImage | null> {
  const [row] = await db
    .select({ png: shareImages.png, etag: shareImages.etag })
    .from(shareImages)
    .where(eq(shareImages.path, path));
  return row ? { png: asBytes(row.png), etag: row.etag } : null;
}

const etagQuery = statement((db) =>
  db
    .select({ etag: shareImages.etag })
    .from(shareImages)
    .where(eq(shareImages.path, sql.placeholder('path'))),
);

/** The ETag of a share page's stored image (a few bytes, not the image), or null when none was rendered yet. */
export async function shareImageEtag(db: Database, path: string): Promise<string | null> {
  const [row] = await etagQuery(db, { path });
  return row?.etag ?? null;
}

/** Stores a rendered image unless one is stored already, and answers the one stored (this one or the earlier). */
export async function keepShareImage(
  db: Database,
  image: { path: string; png: Uint8Array; etag: string },
): Promise<StoredShareImage> {
  const [inserted] = await db
    .insert(shareImages)
    .values(image)
    .onConflictDoNothing({ target: shareImages.path })
    .returning({ png: shareImages.png, etag: shareImages.etag });
  if (inserted) return { png: asBytes(inserted.png), etag: inserted.etag };
  const stored = await shareImageByPath(db, image.path);
  if (!stored) throw new Error(`The share image of ${image.path} vanished after a conflict`);
  return stored;
}
