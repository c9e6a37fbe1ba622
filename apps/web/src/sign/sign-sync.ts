/** Waits between tries of a failed sync: soon at first, then once a minute. */
export const syncRetryDelays: readonly number[] = [1_000, 3_000, 10_000, 30_000, 60_000];

let latest = 0;

/**
 * Runs `task` in the background: a failed try is retried after `syncRetryDelays` until one succeeds, the page
 * goes away, or a newer task or `stopSignSync` replaces it. `current()` tells the task, after an answer arrives,
 * whether it still speaks for this account and choice. A choice never fails because the server is away
 * (docs/PRODUCT.md §4: the device first).
 */
export function syncInBackground(
  task: (current: () => boolean) => Promise<void>,
  delays = syncRetryDelays,
): void {
  latest += 1;
  const mine = latest;
  const current = () => mine === latest;
  const attempt = (tries: number) => {
    if (!current()) return;
    task(current).catch((err: unknown) => {
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
