import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoTimestampPattern, makeUser, type TestDb, testDrivers } from '../test/helpers';
import { createCheckAsCaller, listChecksAsCaller } from './checks';

const details = JSON.stringify({ description: 'd', strengths: ['s'], challenges: ['c'] });

describe.each(testDrivers)('compatibility check statements as the caller on $name', (driver) => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await driver.open();
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('saves a check with its creation time and lists it', async () => {
    const user = await makeUser(handle.db);
    const saved = await createCheckAsCaller(handle.db, {
      uid: user.firebaseUid,
      firstSign: 'Butterfly',
      secondSign: 'Seahorse',
      compatibilityScore: 82,
      compatibilityDetails: details,
    });
    expect(saved).toMatchObject({
      caller: user,
      replayed: false,
      row: { userId: user.id, firstSign: 'Butterfly', secondSign: 'Seahorse', compatibilityScore: 82 },
    });
    expect(saved.row?.createdAt).toMatch(isoTimestampPattern);
    const page = await listChecksAsCaller(handle.db, { uid: user.firebaseUid, owner: null, limit: 5 });
    expect(page).toEqual({ caller: { id: user.id, role: 'user' }, ownerVisible: true, rows: [saved.row] });
    const ghost = await createCheckAsCaller(handle.db, {
      uid: 'nobody',
      firstSign: 'Stag',
      secondSign: 'Cat',
      compatibilityScore: 50,
      compatibilityDetails: details,
    });
    expect(ghost).toEqual({ caller: null, row: null, replayed: false });
  });

  it('pages one user’s checks newest first without gaps or duplicates, never another’s', async () => {
    const user = await makeUser(handle.db);
    const other = await makeUser(handle.db);
    const created: number[] = [];
    // Nine different pairs: the list holds one row per pair.
    const others = ['Cat', 'Snake', 'Hawk', 'Fox', 'Bull', 'Seahorse', 'Wren', 'Horse', 'Salmon'] as const;
    for (let i = 0; i < 9; i += 1) {
      const base = {
        firstSign: 'Stag' as const,
        secondSign: others[i] ?? 'Cat',
        compatibilityScore: 60 + i,
        compatibilityDetails: details,
      };
      const mine = await createCheckAsCaller(handle.db, { ...base, uid: user.firebaseUid });
      created.push(mine.row?.id ?? Number.NaN);
      await createCheckAsCaller(handle.db, { ...base, uid: other.firebaseUid });
    }
    const paged: number[] = [];
    let before: number | undefined;
    for (;;) {
      const page = await listChecksAsCaller(handle.db, {
        uid: user.firebaseUid,
        owner: null,
        limit: 2,
        before,
      });
      if (page.rows.length === 0) break;
      expect(page.rows.every((c) => c.userId === user.id)).toBe(true);
      paged.push(...page.rows.map((c) => c.id));
      before = page.rows.at(-1)?.id;
    }
    expect(paged).toEqual([...created].reverse());
    const peek = await listChecksAsCaller(handle.db, { uid: user.firebaseUid, owner: other.id, limit: 5 });
    expect(peek).toEqual({ caller: { id: user.id, role: 'user' }, ownerVisible: false, rows: [] });
  });

  it('lists one row per pair of signs in either order, its latest check, across pages', async () => {
    const user = await makeUser(handle.db);
    const check = async (firstSign: 'Wolf' | 'Hawk' | 'Stag', secondSign: 'Wolf' | 'Hawk' | 'Stag') => {
      const { row } = await createCheckAsCaller(handle.db, {
        uid: user.firebaseUid,
        firstSign,
        secondSign,
        compatibilityScore: 70,
        compatibilityDetails: details,
      });
      return row?.id ?? Number.NaN;
    };
    await check('Wolf', 'Hawk');
    await check('Stag', 'Wolf');
    const hawkWolf = await check('Hawk', 'Wolf');
    const wolfWolf = await check('Wolf', 'Wolf');
    const wolfStag = await check('Wolf', 'Stag');
    const all = await listChecksAsCaller(handle.db, { uid: user.firebaseUid, owner: null, limit: 10 });
    expect(all.rows.map((c) => c.id)).toEqual([wolfStag, wolfWolf, hawkWolf]);
    expect(all.rows[2]).toMatchObject({ firstSign: 'Hawk', secondSign: 'Wolf' });
    const paged: number[] = [];
    let before: number | undefined;
    for (;;) {
      const page = await listChecksAsCaller(handle.db, {
        uid: user.firebaseUid,
        owner: null,
        limit: 1,
        before,
      });
      if (page.rows.length === 0) break;
      paged.push(...page.rows.map((c) => c.id));
      before = page.rows.at(-1)?.id;
    }
    expect(paged).toEqual([wolfStag, wolfWolf, hawkWolf]);
  });
});
