/**
 * The authorisation matrix: for every procedure (each one is also a REST path), the status each kind of caller
 * gets. The tests check that this table names exactly the router's procedures, so a new procedure without a
 * row fails them. Statuses are REST's; over tRPC a 204 is a 200 with no data.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { World } from './world';

/** A browser's PushSubscription JSON on a default push service (the server never sends to it in these tests). */
function pushSubscription() {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? '', 'base64url'),
    Buffer.from(jwk.y ?? '', 'base64url'),
  ]);
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${randomBytes(8).toString('hex')}`,
    expirationTime: null,
    keys: { p256dh: point.toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

export const callers = [
  'none',
  'malformed',
  'expired',
  'otherProject',
  'wrongSignature',
  'user',
  'otherUser',
  'premium',
  'admin',
  'siteOwner',
] as const;
export type Caller = (typeof callers)[number];
export type SignedInCaller = 'user' | 'otherUser' | 'premium' | 'admin' | 'siteOwner';

export interface MatrixRow {
  /** The input, built afresh for each call: a delete gets its own target every time. */
  input(world: World): Record<string, unknown> | Promise<Record<string, unknown>>;
  expect: Record<Caller, number>;
  /**
   * The call acts on the caller's own account (deleting it): each signed-in caller is then a new account of its
   * role, made for that one call, so the world's accounts stay for the other rows.
   */
  ownAccount?: boolean;
  /**
   * Over tRPC's plain JSON link, where that differs from REST: a streamed answer (the export) is refused with 415
   * "use httpBatchStreamLink", after the caller's access was checked.
   */
  expectOverTrpc?: Record<Caller, number>;
}

/** Public: a token, good or bad, is never even looked at. */
const open = (status: number): Record<Caller, number> =>
  Object.fromEntries(callers.map((caller) => [caller, status])) as Record<Caller, number>;

/** Protected: anything but a valid token of this project is 401. */
const signedIn = (statuses: Record<SignedInCaller, number>): Record<Caller, number> => ({
  none: 401,
  malformed: 401,
  expired: 401,
  otherProject: 401,
  wrongSignature: 401,
  ...statuses,
});

const everyone = (status: number) =>
  signedIn({ user: status, otherUser: status, premium: status, admin: status, siteOwner: status });

// `user` owns the data below; "own uid only" and "owner only" hold even against admins.
const ownUidOnly = signedIn({ user: 200, otherUser: 403, premium: 403, admin: 403, siteOwner: 403 });
const ownerOrAdmin = signedIn({ user: 200, otherUser: 403, premium: 403, admin: 200, siteOwner: 200 });
const adminOnly = (status: number) =>
  signedIn({ user: 403, otherUser: 403, premium: 403, admin: status, siteOwner: status });

/** Monthly and yearly readings: what the premium role gives, and administrators too. */
const premiumOnly = signedIn({ user: 403, otherUser: 403, premium: 200, admin: 200, siteOwner: 200 });

export const authorisationTable: Record<string, MatrixRow> = {
  'user.deletedCheck': { input: (w) => ({ uid: w.user.uid }), expect: ownUidOnly },
  'user.updateZodiac': { input: (w) => ({ id: w.user.id, zodiacSign: 'Hawk' }), expect: ownerOrAdmin },
  'user.role': { input: (w) => ({ uid: w.user.uid }), expect: ownUidOnly },
  'user.me': { input: () => ({}), expect: everyone(200) },
  'user.setLocale': { input: () => ({ locale: 'es' }), expect: everyone(200) },
  'user.exportMe': { input: () => ({}), expect: everyone(200), expectOverTrpc: everyone(415) },
  'user.deleteMe': { input: () => ({}), expect: everyone(204), ownAccount: true },
  'horoscope.daily': { input: () => ({ sign: 'Wolf' }), expect: open(200) },
  'horoscope.dailyAll': { input: () => ({}), expect: open(200) },
  'horoscope.weekly': { input: () => ({ sign: 'Wolf' }), expect: open(200) },
  'horoscope.monthly': { input: () => ({ sign: 'Wolf' }), expect: premiumOnly },
  'horoscope.yearly': { input: () => ({ sign: 'Wolf', year: '2026' }), expect: premiumOnly },
  'readings.create': {
    input: () => ({ content: 'A reading from the matrix', zodiacSign: 'Cat' }),
    expect: everyone(200),
  },
  // Someone else's reading is "not found", for admins too: readings are private to their owner.
  'readings.toggleFavorite': {
    input: async (w) => ({ id: (await w.newReadingOfUser()).id }),
    expect: signedIn({ user: 200, otherUser: 404, premium: 404, admin: 404, siteOwner: 404 }),
  },
  'readings.list': { input: (w) => ({ userId: w.user.id }), expect: ownerOrAdmin },
  // Only ever the caller's own copy: nobody can ask about another's.
  'readings.saved': {
    input: () => ({ zodiacSign: 'Cat', kind: 'day', period: '2026-11-29' }),
    expect: everyone(200),
  },
  'readings.delete': {
    input: async (w) => ({ id: (await w.newReadingOfUser()).id }),
    expect: signedIn({ user: 204, otherUser: 404, premium: 404, admin: 404, siteOwner: 404 }),
  },
  'compatibility.check': { input: () => ({ firstSign: 'Stag', secondSign: 'Wolf' }), expect: everyone(200) },
  'compatibility.list': { input: (w) => ({ userId: w.user.id }), expect: ownerOrAdmin },
  'admin.listUsers': { input: () => ({}), expect: adminOnly(200) },
  'admin.deleteUser': { input: async (w) => ({ id: (await w.newVictim()).id }), expect: adminOnly(204) },
  'admin.setRole': {
    input: async (w) => ({ id: (await w.newVictim()).id, role: 'premium', reason: 'matrix' }),
    expect: signedIn({ user: 403, otherUser: 403, premium: 403, admin: 403, siteOwner: 200 }),
  },
  'admin.audit': { input: () => ({}), expect: adminOnly(200) },
  'signs.list': { input: () => ({}), expect: open(200) },
  'signs.byDate': { input: () => ({ month: 7, day: 10 }), expect: open(200) },
  'signs.byName': { input: () => ({ name: 'wolf' }), expect: open(200) },
  'calendar.get': { input: () => ({}), expect: open(200) },
  'feeds.sign': { input: () => ({ sign: 'wolf' }), expect: open(200) },
  'birth.chart': {
    input: () => ({ date: '1990-06-15', time: '08:30', timeZone: 'Europe/Dublin' }),
    expect: open(200),
  },
  'birth.mine': { input: () => ({}), expect: everyone(200) },
  'birth.keep': { input: () => ({ date: '1990-06-15', timeZone: 'Europe/Dublin' }), expect: everyone(200) },
  'birth.forget': { input: () => ({}), expect: everyone(204) },
  'push.publicKey': { input: () => ({}), expect: open(200) },
  'status.get': { input: () => ({}), expect: open(200) },
  'push.subscribe': { input: () => pushSubscription(), expect: everyone(201) },
  'push.unsubscribe': { input: () => ({ endpoint: pushSubscription().endpoint }), expect: everyone(204) },
  'push.test': { input: () => ({}), expect: everyone(202) },
  // A new account for each call: every caller makes a key, and an account holds at most 10.
  'keys.create': { input: () => ({ name: 'matrix key' }), expect: everyone(201), ownAccount: true },
  'keys.list': { input: () => ({}), expect: everyone(200) },
  'keys.usage': { input: () => ({}), expect: everyone(200) },
  // Another user's key is "not found", for admins too: keys are their owner's alone.
  'keys.delete': {
    input: async (w) => ({ id: await w.newKeyOfUser() }),
    expect: signedIn({ user: 204, otherUser: 404, premium: 404, admin: 404, siteOwner: 404 }),
  },
  'user.reminder': { input: () => ({}), expect: everyone(200) },
  'user.setReminder': {
    input: () => ({
      enabled: false,
      time: '08:00',
      timeZone: 'Europe/Dublin',
      festivals: false,
      moon: false,
    }),
    expect: everyone(200),
  },
};
