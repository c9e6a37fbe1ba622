/**
 * The stored preview images of share pages, and the making of new ones. A new image costs a render (on the
 * render pool's threads) and a stored row, so it is bounded three ways: one render at a time per image in this
 * instance (later requests for it wait for that one; across instances the first stored row wins), a number of
 * new images per client address and minute (counted in the shared rate_limits table, so every instance counts
 * together), and the pool's own bound (refused when full). The store itself has a ceiling (`keepShareImage`).
 */
import { hash } from 'node:crypto';
import { refusals } from '@celtic/api';
import {
  countRateLimitHit,
  type Database,
  keepShareImage,
  markShareImageServed,
  rateLimitCount,
  type StoredShareImage,
  shareImageByPath,
  shareImageEtag,
} from '@celtic/db';
import { LRUCache } from 'lru-cache';
import type { SharePage } from './content';
import { PoolFull, type Renderer } from './render-pool';

export const minuteMs = 60_000;
/** What a 503 asks a client to wait when the pool is full: about a queue's worth of renders. */
export const busyRetrySeconds = 5;

const imageEtagOf = (png: Uint8Array) => `"${hash('sha256', png, 'base64url')}"`;

export interface PreviewOptions {
  db: Database;
  renderer: Renderer;
  /** The store's ceiling in bytes. */
  maxBytes: number;
  /** New images one address may have made a minute. */
  newPerMinute: number;
}

export function previews(options: PreviewOptions) {
  const { db, renderer, maxBytes, newPerMinute } = options;
  // The bytes of images this instance has read, by ETag (their SHA-256): an image is about 100 kB and reading
  // the row whole on every request is the slow part; the ETag itself is read from the database every time.
  const bytes = new LRUCache<string, Uint8Array>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (png) => png.length,
  });
  // Renders under way in this instance, by image address: only promises in flight, dropped when settled.
  const rendering = new Map<string, Promise<StoredShareImage>>();
  const keyOf = (address: string) => `share-image:${address}`;

  /** The stored image at `path`, or null; its `served_at` is refreshed when over an hour old. */
  async function stored(path: string): Promise<StoredShareImage | null> {
    const found = await shareImageEtag(db, path);
    if (found === null) return null;
    if (found.stale) await markShareImageServed(db, path);
    const png = bytes.get(found.etag);
    if (png) return { etag: found.etag, png };
    const image = await shareImageByPath(db, path);
    if (image) bytes.set(image.etag, image.png);
    return image;
  }

  /**
   * The refusal a new image at `path` would get now for `address`, or null: cheap checks that count nothing,
   * made before the page is read (the pool full, the address past its limit). A render under way is joined.
   */
  async function refusal(path: string, address: string) {
    if (rendering.has(path)) return null;
    if (renderer.isFull()) return refusals.imagesBusy(busyRetrySeconds);
    const { current, ttl } = await rateLimitCount(db, keyOf(address), minuteMs);
    return current >= newPerMinute ? refusals.tooManyNewImages(Math.max(1, Math.ceil(ttl / 1000))) : null;
  }

  /** Whether `path`'s image is stored, or a request from `address` could have it made now. */
  async function available(path: string, address: string): Promise<boolean> {
    if ((await shareImageEtag(db, path)) !== null) return true;
    return (await refusal(path, address)) === null;
  }

  /**
   * `page`'s image, stored at `path`: made now unless a render of it is under way (then that one's), counted
   * against `address`. Throws the 429 past the address's limit and the 503 when the pool is full.
   */
  async function make(path: string, page: SharePage, address: string): Promise<StoredShareImage> {
    const under = rendering.get(path);
    if (under) return under;
    if (renderer.isFull()) throw refusals.imagesBusy(busyRetrySeconds);
    const { current, ttl } = await countRateLimitHit(db, keyOf(address), minuteMs);
    if (current > newPerMinute) throw refusals.tooManyNewImages(Math.max(1, Math.ceil(ttl / 1000)));
    // Another request may have started it, or stored it, while this one was counted.
    const started = rendering.get(path);
    if (started) return started;
    const kept = await stored(path);
    if (kept) return kept;
    const again = rendering.get(path);
    if (again) return again;
    const made = (async () => {
      const png = await renderer.render(page);
      return keepShareImage(db, { path, png, etag: imageEtagOf(png) }, { maxBytes });
    })()
      .catch((error: unknown) => {
        throw error instanceof PoolFull ? refusals.imagesBusy(busyRetrySeconds) : error;
      })
      .finally(() => rendering.delete(path));
    rendering.set(path, made);
    return made;
  }

  return { stored, refusal, available, make };
}
