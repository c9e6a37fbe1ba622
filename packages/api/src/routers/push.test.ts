import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { ensureVapidKeys } from '@celtic/db';
import { describe, expect, it } from 'vitest';
import { callerFor, expectTRPCError, makeUser, useTestDb } from '../test/helpers';

const testDb = useTestDb();

/** A subscription as a browser's PushSubscription.toJSON() gives it. */
function browserSubscription(
  endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
) {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? '', 'base64url'),
    Buffer.from(jwk.y ?? '', 'base64url'),
  ]);
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: point.toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

describe('push', () => {
  it('answers the stored VAPID public key to anyone', async () => {
    const anonymous = callerFor(testDb.db, null);
    await expectTRPCError(anonymous.push.publicKey(), 'SERVICE_UNAVAILABLE');
    const keys = await ensureVapidKeys(testDb.db, () => ({ publicKey: 'BPub', privateKey: 'priv' }));
    expect(await anonymous.push.publicKey()).toEqual({ publicKey: keys.publicKey });
  });

  it('registers a device once per endpoint and removes only that device', async () => {
    const user = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, user);
    const phone = browserSubscription();
    const laptop = browserSubscription();
    const saved = await caller.push.subscribe(phone);
    expect(saved).toMatchObject({ endpoint: phone.endpoint, expirationTime: null });
    await caller.push.subscribe(phone);
    await caller.push.subscribe({ ...laptop, expirationTime: Date.parse('2030-01-01T00:00:00Z') });
    const exported = (await caller.user.exportMe()) as AsyncIterable<string>;
    let json = '';
    for await (const piece of exported) json += piece;
    const data = JSON.parse(json) as {
      pushSubscriptions: { endpoint: string; expirationTime: string | null }[];
    };
    expect(data.pushSubscriptions.map((s) => s.endpoint)).toEqual([phone.endpoint, laptop.endpoint]);
    expect(data.pushSubscriptions[1]?.expirationTime).toBe('2030-01-01T00:00:00.000Z');

    await caller.push.unsubscribe({ endpoint: phone.endpoint });
    expect(await caller.push.test()).toEqual({ queued: 1 });
  });

  it('refuses endpoints that are not https on an allowed push service, and malformed keys, naming the field', async () => {
    const caller = callerFor(testDb.db, await makeUser(testDb.db));
    const plain = await expectTRPCError(
      caller.push.subscribe(browserSubscription('http://fcm.googleapis.com/fcm/send/x')),
      'BAD_REQUEST',
    );
    expect(plain.message).toMatch(/^endpoint: Must be an https URL/);
    const elsewhere = await expectTRPCError(
      caller.push.subscribe(browserSubscription('https://169.254.169.254/latest/meta-data')),
      'BAD_REQUEST',
    );
    expect(elsewhere.message).toMatch(/^endpoint: https:\/\/169\.254\.169\.254 is not a push service/);
    const badKey = await expectTRPCError(
      caller.push.subscribe({ ...browserSubscription(), keys: { p256dh: 'AAAA', auth: 'short' } }),
      'BAD_REQUEST',
    );
    expect(badKey.message).toMatch(/keys\.p256dh/);
    // The right length and form, but no point of P-256: no message could ever be encrypted to it.
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const notAPoint = await expectTRPCError(
      caller.push.subscribe({
        ...browserSubscription(),
        keys: { ...browserSubscription().keys, p256dh: offCurve },
      }),
      'BAD_REQUEST',
    );
    expect(notAPoint.message).toMatch(
      /keys\.p256dh: Expected the P-256 public key: a point on the P-256 curve/,
    );
  });

  it('every push procedure but the key needs a signed-in caller', async () => {
    const anonymous = callerFor(testDb.db, null);
    await expectTRPCError(anonymous.push.subscribe(browserSubscription()), 'UNAUTHORIZED');
    await expectTRPCError(
      anonymous.push.unsubscribe({ endpoint: 'https://fcm.googleapis.com/x' }),
      'UNAUTHORIZED',
    );
    await expectTRPCError(anonymous.push.test(), 'UNAUTHORIZED');
    await expectTRPCError(anonymous.user.reminder(), 'UNAUTHORIZED');
  });
});

describe('reminder settings', () => {
  it('answers the defaults, then what was saved with the next reminder in the chosen zone', async () => {
    const user = await makeUser(testDb.db);
    const caller = callerFor(testDb.db, user, new Date('2026-12-01T10:00:00Z'));
    expect(await caller.user.reminder()).toEqual({
      enabled: false,
      time: '08:00',
      timeZone: null,
      festivals: false,
      moon: false,
      nextDueAt: null,
    });
    const saved = await caller.user.setReminder({
      enabled: true,
      time: '07:30',
      timeZone: 'America/New_York',
      festivals: true,
      moon: false,
    });
    // 10:00 UTC is 05:00 in New York: today's 07:30 is still ahead.
    expect(saved).toMatchObject({ enabled: true, time: '07:30', nextDueAt: '2026-12-01T12:30:00.000Z' });
    expect(await caller.user.reminder()).toEqual(saved);
  });

  it('refuses a malformed time or an unknown zone, naming the field', async () => {
    const caller = callerFor(testDb.db, await makeUser(testDb.db));
    const base = { enabled: true, time: '08:00', timeZone: 'Europe/Dublin', festivals: false, moon: false };
    expect(
      (await expectTRPCError(caller.user.setReminder({ ...base, time: '8am' }), 'BAD_REQUEST')).message,
    ).toMatch(/^time: Expected a time HH:MM/);
    expect(
      (await expectTRPCError(caller.user.setReminder({ ...base, timeZone: 'Mars/Base' }), 'BAD_REQUEST'))
        .message,
    ).toMatch(/^timeZone: Unknown time zone/);
  });
});
