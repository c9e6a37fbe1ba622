import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, testDrivers } from '../test/helpers';
import { keepShareImage, shareImageByPath, shareImageEtag } from './share-images';

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
    expect(await shareImageEtag(handle.db, path)).toBe('"a"');
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
});
