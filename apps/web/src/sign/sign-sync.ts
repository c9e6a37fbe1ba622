import type { SignName } from '@celtic/zodiac-core';
import type { SignApi } from './sign-api';

/** Waits between tries of a failed sync: soon at first, then once a minute. */
export const syncRetryDelays: readonly number[] = [1_000, 3_000, 10_000, 30_000, 60_000];

let latest = 0;

/**
 * Tells the server the sign kept on this device (null: cleared), in the background: a failed try is retried
 * after `syncRetryDelays` until one succeeds, the page goes away, or a newer sync or `stopSignSync` replaces it.
 * A choice never fails because the server is away (docs/PRODUCT.md §4: the device first).
 */
export function syncSign(api: SignApi, uid: string, sign: SignName | null, delays = syncRetryDelays): void {
  latest += 1;
  const mine = latest;
  const attempt = (tries: number) => {
    if (mine !== latest) return;
    api.saveSign(sign, uid).catch((err: unknown) => {
      console.error('Sign sync failed; it will be retried', err);
      const delay = delays[Math.min(tries, delays.length - 1)] ?? 60_000;
      setTimeout(() => attempt(tries + 1), delay);
    });
  };
  attempt(0);
}

/** Stops any sync still retrying (sign-out, another account). */
export function stopSignSync(): void {
  latest += 1;
}
