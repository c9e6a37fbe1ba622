import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { ensureVapidKeys } from '@celtic/db';
import { describe, expect, it } from 'vitest';
import { createContextInner } from '../context';
import { retryAfterSeconds } from '../errors';
import { createCaller } from '../root';
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
    const expiry = Math.floor(Date.now() / 1000) * 1000 + 30 * 86_400_000;
    await caller.push.subscribe({ ...laptop, expirationTime: expiry });
    const exported = (await caller.user.exportMe()) as AsyncIterable<string>;
    let json = '';
    for await (const piece of exported) json += piece;
    const data = JSON.parse(json) as {
      pushSubscriptions: { endpoint: string; expirationTime: string | null }[];
    };
    expect(data.pushSubscriptions.map((s) => s.endpoint)).toEqual([phone.endpoint, laptop.endpoint]);
    expect(data.pushSubscriptions[1]?.expirationTime).toBe(new Date(expiry).toISOString());

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
    expect(elsewhere.message).toMatch(/^endpoint: The host must be a DNS name/);
    const bypass = await expectTRPCError(
      caller.push.subscribe(browserSubscription('https://127.0.0.1;.notify.windows.com/x')),
      'BAD_REQUEST',
    );
    expect(bypass.message).toMatch(/^endpoint: The host must be a DNS name/);
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

  it('refuses an expirationTime that is past, more than a year ahead or not a safe integer, naming it', async () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const caller = callerFor(testDb.db, await makeUser(testDb.db), now);
    for (const expirationTime of [
      now.getTime() - 1,
      0,
      now.getTime() + 366 * 86_400_000,
      8_640_000_000_000_000,
      Number.MAX_SAFE_INTEGER,
    ]) {
      const refused = await expectTRPCError(
        caller.push.subscribe({ ...browserSubscription(), expirationTime }),
        'BAD_REQUEST',
      );
      expect(refused.message).toMatch(/expirationTime/);
    }
    for (const expirationTime of [1.5, 2 ** 60, -1]) {
      const refused = await expectTRPCError(
        caller.push.subscribe({ ...browserSubscription(), expirationTime }),
        'BAD_REQUEST',
      );
      expect(refused.message).toMatch(/expirationTime/);
    }
    const inAYear = now.getTime() + 365 * 86_400_000;
    expect(await caller.push.subscribe({ ...browserSubscription(), expirationTime: inAYear })).toMatchObject({
      expirationTime: new Date(inAYear).toISOString(),
    });
  });

  it('keeps 10 devices of 25 registered, and refuses the 6th test push of an hour with its wait', async () => {
    let now = new Date('2026-11-28T12:00:00Z');
    const user = await makeUser(testDb.db);
    const caller = createCaller(createContextInner({ db: testDb.db, user, now: () => now }));
    for (let i = 0; i < 25; i += 1) await caller.push.subscribe(browserSubscription());
    const queued: number[] = [];
    for (let i = 0; i < 5; i += 1) queued.push((await caller.push.test()).queued);
    expect(queued).toEqual([10, 10, 10, 10, 10]);
    now = new Date(now.getTime() + 10 * 60_000);
    const refused = await expectTRPCError(caller.push.test(), 'TOO_MANY_REQUESTS');
    expect(refused.message).toBe('At most 5 test notifications an hour: try again in 3000 s');
    expect(retryAfterSeconds(429, refused)).toBe(3000);
  });
});
