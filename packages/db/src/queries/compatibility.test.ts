import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoTimestampPattern, makeUser, type TestDb, testDrivers } from '../test/helpers';
import { createCompatibilityCheck, listCompatibilityChecks } from './compatibility';

const details = JSON.stringify({ description: 'A steady pair.', strengths: ['trust'], challenges: ['pace'] });

describe.each(testDrivers)('compatibility queries on $name', (driver) => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await driver.open();
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('stores a check and returns it with its creation time', async () => {
    const user = await makeUser(handle.db);
    const check = await createCompatibilityCheck(handle.db, {
      userId: user.id,
      firstSign: 'Butterfly',
      secondSign: 'Seahorse',
      compatibilityScore: 82,
      compatibilityDetails: details,
    });
    expect(check).toMatchObject({
      userId: user.id,
      firstSign: 'Butterfly',
      secondSign: 'Seahorse',
      compatibilityScore: 82,
      compatibilityDetails: details,
    });
    expect(check.createdAt).toMatch(isoTimestampPattern);
    expect(await listCompatibilityChecks(handle.db, { userId: user.id, limit: 10 })).toEqual([check]);
  });

  it('lists one user’s checks newest first, paged without gaps or duplicates', async () => {
    const user = await makeUser(handle.db);
    const other = await makeUser(handle.db);
    const created: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const base = {
        firstSign: 'Stag' as const,
        secondSign: 'Cat' as const,
        compatibilityScore: 60 + i,
        compatibilityDetails: details,
      };
      created.push((await createCompatibilityCheck(handle.db, { ...base, userId: user.id })).id);
      await createCompatibilityCheck(handle.db, { ...base, userId: other.id });
    }
    const newestFirst = [...created].reverse();
    const paged: number[] = [];
    let before: number | undefined;
    for (;;) {
      const page = await listCompatibilityChecks(handle.db, { userId: user.id, limit: 2, before });
      if (page.length === 0) break;
      expect(page.every((c) => c.userId === user.id)).toBe(true);
      paged.push(...page.map((c) => c.id));
      before = page.at(-1)?.id;
    }
    expect(paged).toEqual(newestFirst);
  });
});
