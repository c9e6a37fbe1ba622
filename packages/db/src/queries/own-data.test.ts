import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoTimestampPattern, makeUser, type TestDb, testDrivers } from '../test/helpers';
import { createCheckAsCaller } from './checks';
import { type OwnDataPart, ownDataAsCaller } from './own-data';
import { createReadingAsCaller } from './readings';
import { setRoleAsCaller } from './roles';
import { upsertUserOnSignIn } from './users';

async function collect(pages: AsyncGenerator<OwnDataPart>) {
  const parts: Record<string, unknown[]> = {};
  for await (const part of pages) parts[part.kind] = [...(parts[part.kind] ?? []), ...part.rows];
  return parts;
}

describe.each(testDrivers)('own data on $name', (driver) => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await driver.open();
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('holds everything stored about the caller, newest first, across pages', async () => {
    const owner = await upsertUserOnSignIn(handle.db, {
      emailVerified: true,
      firebaseUid: `own-data-owner-${Math.random()}`,
      raiseRoleTo: 'site_owner',
    });
    const person = await makeUser(handle.db, { displayName: 'Exporter' });
    const other = await makeUser(handle.db);
    // More than a page (200), so the keyset paging is crossed.
    for (let index = 0; index < 1203; index += 1) {
      const content = `reading ${index}`;
      await createReadingAsCaller(handle.db, {
        uid: person.firebaseUid,
        content,
        zodiacSign: 'Cat',
        isFavorite: false,
      });
    }
    const theirs = {
      uid: other.firebaseUid,
      content: 'not theirs',
      zodiacSign: 'Cat',
      isFavorite: false,
    } as const;
    await createReadingAsCaller(handle.db, theirs);
    await createCheckAsCaller(handle.db, {
      uid: person.firebaseUid,
      firstSign: 'Cat',
      secondSign: 'Wolf',
      compatibilityScore: 70,
      compatibilityDetails: '{}',
    });
    await setRoleAsCaller(handle.db, {
      uid: owner.firebaseUid,
      id: person.id,
      role: 'premium',
      reason: 'gift',
    });
    await createReadingAsCaller(handle.db, {
      uid: person.firebaseUid,
      content: 'keyed',
      zodiacSign: 'Cat',
      isFavorite: false,
      idempotency: { key: 'k-export', operation: 'readings.create', requestHash: 'h' },
    });

    const data = await ownDataAsCaller(handle.db, person.firebaseUid);
    expect(data.caller).toMatchObject({ id: person.id, role: 'premium', roleSetByHand: true });
    expect(data.handSetRole).toMatchObject({ email: person.email, role: 'premium' });
    const parts = await collect(data.pages);
    const contents = (parts.readings as { content: string }[]).map((row) => row.content);
    expect(contents).toHaveLength(1204);
    expect(contents[0]).toBe('keyed');
    expect(contents[1]).toBe('reading 1202');
    expect(contents.at(-1)).toBe('reading 0');
    expect(new Set(contents).size).toBe(1204);
    expect(contents).not.toContain('not theirs');
    expect(parts.compatibilityChecks).toMatchObject([{ firstSign: 'Cat', secondSign: 'Wolf' }]);
    expect(parts.audit).toMatchObject([{ action: 'role_change', targetId: person.id, reason: 'gift' }]);
    expect((parts.audit as { createdAt: string }[])[0]?.createdAt).toMatch(isoTimestampPattern);
    expect(parts.idempotencyKeys).toMatchObject([{ key: 'k-export', operation: 'readings.create' }]);
  });

  it('finds no caller for an unknown uid', async () => {
    const data = await ownDataAsCaller(handle.db, 'nobody');
    expect(data.caller).toBeNull();
    expect(await collect(data.pages)).toEqual({});
  });
});
