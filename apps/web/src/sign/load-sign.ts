import { getSign, type Sign, type SignName } from '@celtic/zodiac-core';
import type { ServerSign, SignApi } from './sign-api';
import { syncInBackground } from './sign-sync';
import { readChosenAt, readStoredSign, removeStoredSign, writeCleared, writeStoredSign } from './stored-sign';

// The signed-in side of the sign state, with the sign table it reads: sign-provider.tsx loads this module
// once someone is signed in, so the sign-in page does not carry the table.

/** Called when the server's choice, newer than this device's, replaces it here. */
export type Adopt = (sign: Sign | null) => void;

interface DeviceChoice {
  sign: SignName | null;
  chosenAt: string | null;
}

function deviceChoice(storage: Storage, uid: string): DeviceChoice {
  return { sign: readStoredSign(storage, uid)?.name ?? null, chosenAt: readChosenAt(storage, uid) };
}

/**
 * Whose choice is the last one (docs/PRODUCT.md §4): the device's when it was chosen after the server's (or the
 * server has no time for its own); else the server's. A sign kept here before choices were dated counts only
 * where the server knows nothing at all.
 */
export function lastChoice(device: DeviceChoice, server: ServerSign): 'device' | 'server' {
  if (device.chosenAt !== null) {
    return server.setAt === null || Date.parse(device.chosenAt) > Date.parse(server.setAt)
      ? 'device'
      : 'server';
  }
  return device.sign !== null && server.sign === null && server.setAt === null ? 'device' : 'server';
}

/** Keeps the server's choice here, with its time, and returns its sign. */
function keepServerChoice(storage: Storage, uid: string, server: ServerSign): Sign | null {
  const sign = server.sign ? getSign(server.sign) : undefined;
  if (sign) writeStoredSign(storage, uid, sign, server.setAt);
  else if (server.setAt) writeCleared(storage, uid, server.setAt);
  else removeStoredSign(storage, uid);
  return sign ?? null;
}

/** Sends this device's choice; an answer with a newer one from elsewhere replaces it here. */
async function sendDeviceChoice(
  api: SignApi,
  storage: Storage,
  uid: string,
  adopt: Adopt,
  current: () => boolean,
): Promise<void> {
  const sent = deviceChoice(storage, uid);
  const answer = await api.saveSign(sent.sign, uid, sent.chosenAt);
  // Compared with what is kept now: a choice made here while the answer travelled is newer than it.
  if (current() && lastChoice(deviceChoice(storage, uid), answer) === 'server') {
    adopt(keepServerChoice(storage, uid, answer));
  }
}

/** Makes the last choice, this device's or the server's, the one kept on both. */
function settle(api: SignApi, storage: Storage, uid: string, server: ServerSign, adopt: Adopt): Sign | null {
  if (lastChoice(deviceChoice(storage, uid), server) === 'server')
    return keepServerChoice(storage, uid, server);
  syncInBackground((current) => sendDeviceChoice(api, storage, uid, adopt, current));
  return readStoredSign(storage, uid);
}

/**
 * The user's sign: none for a deleted user, else the last choice, this device's (sent to the server) or the
 * server's (kept here). With the server away, the one kept here, settled once the server answers.
 */
export async function loadSign(
  api: SignApi,
  storage: Storage,
  uid: string,
  adopt: Adopt,
): Promise<Sign | null> {
  const [deleted, server] = await Promise.all([
    // A failed check counts as "not deleted": a network hiccup must not take a sign away.
    api.wasDeleted(uid).catch((err: unknown) => {
      console.error('Deleted-check failed', err);
      return false;
    }),
    api.serverSign().catch((err: unknown) => {
      console.error('Could not read the server sign', err);
      return null;
    }),
  ]);
  if (deleted) {
    removeStoredSign(storage, uid);
    return null;
  }
  if (server) return settle(api, storage, uid, server, adopt);
  syncInBackground(async (current) => {
    const answer = await api.serverSign();
    if (current()) adopt(settle(api, storage, uid, answer, adopt));
  });
  return readStoredSign(storage, uid);
}

/**
 * Keeps a choice (a sign, or none) in this browser with its time, then tells the server in the background,
 * retrying until it answers (docs/PRODUCT.md §4): the choice counts at once, with the server away or not.
 */
export function choose(
  api: SignApi,
  storage: Storage,
  uid: string,
  name: SignName | null,
  adopt: Adopt,
): Sign | null {
  const chosenAt = new Date().toISOString();
  const sign = name ? getSign(name) : null;
  if (name && !sign) throw new Error(`Unknown sign ${name}`);
  if (sign) writeStoredSign(storage, uid, sign, chosenAt);
  else writeCleared(storage, uid, chosenAt);
  syncInBackground((current) => sendDeviceChoice(api, storage, uid, adopt, current));
  return sign ?? null;
}
