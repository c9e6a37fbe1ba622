import { listChecksAsCaller } from '@celtic/db';
import { scoreCompatibility, scoreCompatibilityIn } from '@celtic/zodiac-core';
import { describe, expect, it } from 'vitest';
import { callerFor, expectTRPCError, makeUser, useTestDb } from '../test/helpers';

const testDb = useTestDb();

describe('compatibility', () => {
  it('scores on the server, stores the check and returns it with JSON details', async () => {
    const user = await makeUser(testDb.db);
    const record = await callerFor(testDb.db, user).compatibility.check({
      firstSign: 'stag',
      secondSign: 'WOLF',
    });
    const expected = scoreCompatibility('Stag', 'Wolf');
    expect(record).toMatchObject({
      userId: user.id,
      firstSign: 'Stag',
      secondSign: 'Wolf',
      compatibilityScore: expected.score,
    });
    expect(JSON.parse(record.compatibilityDetails)).toEqual({
      description: expected.description,
      strengths: expected.strengths,
      challenges: expected.challenges,
    });
    expect(record.compatibilityScore).toBeGreaterThanOrEqual(60);
    expect(record.compatibilityScore).toBeLessThanOrEqual(89);
    const [stored] = (await listChecksAsCaller(testDb.db, { uid: user.firebaseUid, owner: null, limit: 5 }))
      .rows;
    expect(stored?.id).toBe(record.id);
  });

  it("saves the details in the caller's language, the score unchanged", async () => {
    const user = await makeUser(testDb.db);
    const record = await callerFor(testDb.db, user).compatibility.check({
      firstSign: 'Hawk',
      secondSign: 'Snake',
      lang: 'de',
    });
    const expected = scoreCompatibilityIn('Hawk', 'Snake', 'de');
    expect(record.compatibilityScore).toBe(scoreCompatibility('Hawk', 'Snake').score);
    expect(JSON.parse(record.compatibilityDetails)).toEqual({
      description: expected.description,
      strengths: expected.strengths,
      challenges: expected.challenges,
    });
    expect(expected.description).not.toBe(scoreCompatibility('Hawk', 'Snake').description);
  });

  it("never trusts a client's score, details or userId", async () => {
    const user = await makeUser(testDb.db);
    const other = await makeUser(testDb.db);
    const input = {
      firstSign: 'Cat',
      secondSign: 'Snake',
      userId: other.id,
      compatibilityScore: 100,
      compatibilityDetails: '{"description":"forged"}',
    };
    const record = await callerFor(testDb.db, user).compatibility.check(input);
    expect(record.userId).toBe(user.id);
    expect(record.compatibilityScore).toBe(scoreCompatibility('Cat', 'Snake').score);
    expect(record.compatibilityDetails).not.toContain('forged');
    expect(
      (await listChecksAsCaller(testDb.db, { uid: other.firebaseUid, owner: null, limit: 5 })).rows,
    ).toEqual([]);
  });

  it('refuses unknown or missing signs naming the field, and stores nothing', async () => {
    const user = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, user);
    const unknown = await expectTRPCError(
      caller.compatibility.check({ firstSign: 'Stag', secondSign: 'Dragon' }),
      'BAD_REQUEST',
    );
    expect(unknown.message).toBe('secondSign: Unknown zodiac sign "Dragon"');
    // @ts-expect-error secondSign is required
    const missing = await expectTRPCError(caller.compatibility.check({ firstSign: 'Stag' }), 'BAD_REQUEST');
    expect(missing.message).toBe('secondSign: Required');
    expect(await caller.compatibility.list({ userId: 'me' })).toEqual([]);
  });

  it('lists own checks newest first with paging, and guards other users', async () => {
    const user = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, user);
    await caller.compatibility.check({ firstSign: 'Hawk', secondSign: 'Fox' });
    await caller.compatibility.check({ firstSign: 'Bull', secondSign: 'Swan' });
    await caller.compatibility.check({ firstSign: 'Wren', secondSign: 'Horse' });

    const all = await caller.compatibility.list({ userId: 'me' });
    expect(all.map((c) => c.firstSign)).toEqual(['Wren', 'Bull', 'Hawk']);
    const page = await caller.compatibility.list({ userId: user.id, limit: '1', before: String(all[0]?.id) });
    expect(page.map((c) => c.firstSign)).toEqual(['Bull']);

    const stranger = callerFor(testDb.db, await makeUser(testDb.db));
    await expectTRPCError(stranger.compatibility.list({ userId: user.id }), 'FORBIDDEN');
    const siteOwner = callerFor(testDb.db, await makeUser(testDb.db, { role: 'site_owner' }));
    expect(await siteOwner.compatibility.list({ userId: user.id })).toEqual(all);

    const anonymous = callerFor(testDb.db, null);
    await expectTRPCError(anonymous.compatibility.list({ userId: 'me' }), 'UNAUTHORIZED');
    await expectTRPCError(
      anonymous.compatibility.check({ firstSign: 'Cat', secondSign: 'Cat' }),
      'UNAUTHORIZED',
    );
  });
});
