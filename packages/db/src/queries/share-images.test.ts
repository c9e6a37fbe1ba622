import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, testDrivers } from '../test/helpers';
import {
  evictionBatch,
  keepShareImage,
  markShareImageServed,
  shareImageByPath,
  shareImageBytes,
  shareImageEtag,
} from './share-images';

describe.each(testDrivers)('share images on $name', (driver) => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await driver.open();
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('keeps the first image stored for a path, byte for byte, and answers it to a later store', async () => {
    const path = `/share/daily/stag/2026-11-${Math.floor(Math.random() * 9) + 10}`;
    expect(await shareImageByPath(handle.db, path)).toBeNull();
    expect(await shareImageEtag(handle.db, path)).toBeNull();
    const first = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255, 1]);
    const kept = await keepShareImage(handle.db, { path, png: first, etag: '"a"' });
    expect([...kept.png]).toEqual([...first]);
    const second = await keepShareImage(handle.db, { path, png: new Uint8Array([1, 2, 3]), etag: '"b"' });
    expect(second.etag).toBe('"a"');
    expect([...second.png]).toEqual([...first]);
    const read = await shareImageByPath(handle.db, path);
    expect(read?.etag).toBe('"a"');
    expect(await shareImageEtag(handle.db, path)).toEqual({ etag: '"a"', stale: false });
    expect(Buffer.isBuffer(read?.png)).toBe(true);
    expect([...(read?.png ?? [])]).toEqual([...first]);
  });

  it('refuses a path outside /share/', async () => {
    const error = await keepShareImage(handle.db, {
      path: '/etc',
      png: new Uint8Array([1]),
      etag: '"c"',
    }).then(
      () => null,
      (caught: unknown) => caught as Error & { cause?: Error },
    );
    // drizzle wraps the driver's error: the constraint is named by the cause.
    expect(error?.cause?.message).toMatch(/share_images_path_check/);
  });

  describe('under a ceiling', () => {
    const png = (n: number) => new Uint8Array(1000).fill(n % 256);
    const pathOf = (n: number) => `/share/ceiling/${String(n).padStart(4, '0')}`;
    const paths = async () => {
      const rows = (await handle.db.execute(
        sql`select path from share_images where path like '/share/ceiling/%' order by path`,
      )) as unknown;
      return [...JSON.stringify(rows).matchAll(/"path":"([^"]+)"/g)].map((match) => match[1]);
    };
    const ageAll = () =>
      handle.db.execute(sql`update share_images set served_at = now() - interval '3 hours'`);

    it('keeps the total under the ceiling, dropping the least recently served, many distinct images', async () => {
      await handle.db.execute(sql`delete from share_images`);
      const maxBytes = 5500;
      for (let n = 0; n < 40; n += 1) {
        await keepShareImage(handle.db, { path: pathOf(n), png: png(n), etag: `"${n}"` }, { maxBytes });
        expect(await shareImageBytes(handle.db)).toBeLessThanOrEqual(maxBytes);
        // Every image but the newest was served hours ago; image 3 is served again now and then.
        await ageAll();
        if (n >= 3) {
          const found = await shareImageEtag(handle.db, pathOf(3));
          expect(found?.stale).toBe(true);
          await markShareImageServed(handle.db, pathOf(3));
          expect((await shareImageEtag(handle.db, pathOf(3)))?.stale).toBe(false);
        }
      }
      const kept = await paths();
      expect(kept).toHaveLength(5);
      // The one served recently survives; the others are the newest, the rest dropped oldest first.
      expect(kept).toContain(pathOf(3));
      expect(kept).toContain(pathOf(39));
      expect(kept).not.toContain(pathOf(0));
    });

    it('drops at most a batch per insert, and a served image is written at most once an hour', async () => {
      await handle.db.execute(sql`delete from share_images`);
      for (let n = 0; n < evictionBatch + 10; n += 1)
        await keepShareImage(handle.db, { path: pathOf(n), png: png(n), etag: `"${n}"` });
      await ageAll();
      await keepShareImage(handle.db, { path: pathOf(9999), png: png(1), etag: '"new"' }, { maxBytes: 1000 });
      expect(await paths()).toHaveLength(11);
      // A second insert finishes the work.
      await keepShareImage(
        handle.db,
        { path: pathOf(9998), png: png(2), etag: '"newer"' },
        { maxBytes: 1000 },
      );
      expect(await shareImageBytes(handle.db)).toBeLessThanOrEqual(1000);
      expect(await paths()).toEqual([pathOf(9998)]);
      // Served just now: marking it again changes nothing.
      const before = JSON.stringify(
        await handle.db.execute(sql`select served_at from share_images where path = ${pathOf(9998)}`),
      );
      await markShareImageServed(handle.db, pathOf(9998));
      const after = JSON.stringify(
        await handle.db.execute(sql`select served_at from share_images where path = ${pathOf(9998)}`),
      );
      expect(after).toBe(before);
    });
  });
});
