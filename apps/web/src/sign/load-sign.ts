import { getSign, type Sign, type SignName } from '@celtic/zodiac-core';
import type { SignApi } from './sign-api';
import { syncSign } from './sign-sync';
import { readStoredSign, removeStoredSign, writeStoredSign } from './stored-sign';

// The signed-in side of the sign state, with the sign table it reads: sign-provider.tsx loads this module
// once someone is signed in, so the sign-in page does not carry the table.

/** The user's sign: none for a deleted user, else the one stored here (synced up), else the server's. */
export async function loadSign(api: SignApi, storage: Storage, uid: string): Promise<Sign | null> {
  // A failed check counts as "not deleted": a network hiccup must not take a sign away.
  const deleted = await api.wasDeleted(uid).catch((err: unknown) => {
    console.error('Deleted-check failed', err);
    return false;
  });
  if (deleted) {
    removeStoredSign(storage, uid);
    return null;
  }
  const stored = readStoredSign(storage, uid);
  if (stored) {
    syncSign(api, uid, stored.name);
    return stored;
  }
  // Nothing in this browser: a sign chosen on another device still counts.
  const remembered = await api.serverSign().catch(() => null);
  const sign = remembered ? getSign(remembered) : null;
  if (sign) writeStoredSign(storage, uid, sign);
  return sign;
}

/**
 * Keeps a chosen sign in this browser, then tells the server in the background, retrying until it takes it
 * (docs/PRODUCT.md §4): the choice counts at once, with the server away or not. Returns it.
 */
export async function chooseSign(api: SignApi, storage: Storage, uid: string, name: SignName): Promise<Sign> {
  const sign = getSign(name);
  if (!sign) throw new Error(`Unknown sign ${name}`);
  writeStoredSign(storage, uid, sign);
  syncSign(api, uid, sign.name);
  return sign;
}
