import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import { deviceStore } from './device-store';

/** What is kept of one user's answers: the query cache's successful queries, with when each was loaded. */
interface Saved {
  savedAt: number;
  state: DehydratedState;
}

const keyOf = (uid: string) => `queries:${uid}`;
const writeDelayMs = 500;

/**
 * Keeps the user's loaded answers on this device as they arrive (dehydrated, each with its `dataUpdatedAt`), so
 * the app can show them when it starts without a network. Only this user's key is written; signing out clears
 * the store. Returns the stop.
 */
export function persistQueries(client: QueryClient, uid: string): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    const saved: Saved = {
      savedAt: Date.now(),
      state: dehydrate(client, { shouldDehydrateMutation: () => false }),
    };
    set(keyOf(uid), saved, deviceStore()).catch((error: unknown) =>
      console.error('Could not keep the loaded answers on this device', error),
    );
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    timer ??= setTimeout(save, writeDelayMs);
  });
  // Not saved on stop: it comes with signing out, after the store was cleared.
  return () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
}

/** Puts the answers kept for `uid` back into the cache (an offline start); newer answers in it are kept. */
export async function restoreQueries(client: QueryClient, uid: string): Promise<void> {
  const saved = await get<Saved>(keyOf(uid), deviceStore());
  if (saved) hydrate(client, saved.state);
}
