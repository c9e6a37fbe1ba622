import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type QueryClient,
} from '@tanstack/react-query';
import { get, update } from 'idb-keyval';
import { deviceStore } from './device-store';
import { isAboutOthers, mergeKept, unexpired } from './kept-answers';

/** What is kept of one user's answers: successful queries, each with when it was loaded (kept-answers.ts). */
interface Saved {
  savedAt: number;
  state: DehydratedState;
}

const keyOf = (uid: string) => `queries:${uid}`;
const writeDelayMs = 500;

/**
 * Keeps the user's loaded answers on this device as they arrive (dehydrated, each with its `dataUpdatedAt`), so
 * the app can show them when it starts without a network. Each save adds to what earlier page loads kept (a
 * reading opened before a reload stays kept), within kept-answers.ts's age and size bounds. Only this user's
 * key is written, and only answers about them (never the admin lists: kept-answers.ts); signing out clears the
 * store. Returns the stop.
 */
export function persistQueries(client: QueryClient, uid: string): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    const loaded = dehydrate(client, {
      shouldDehydrateMutation: () => false,
      shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && !isAboutOthers(query),
    });
    // Nothing to add (the cache was just emptied by signing out, which clears the store too).
    if (loaded.queries.length === 0) return;
    const now = Date.now();
    // One read-and-write transaction: two tabs saving at once each add to what the other wrote.
    update<Saved | undefined>(
      keyOf(uid),
      (kept) => ({ savedAt: now, state: mergeKept(kept?.state, loaded, now) }),
      deviceStore(),
    ).catch((error: unknown) => console.error('Could not keep the loaded answers on this device', error));
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

/**
 * Puts the answers kept for `uid` back into the cache (the network failed), except those past their age; newer
 * answers in the cache are kept.
 */
export async function restoreQueries(client: QueryClient, uid: string): Promise<void> {
  const saved = await get<Saved>(keyOf(uid), deviceStore());
  if (saved) hydrate(client, unexpired(saved.state, Date.now()));
}
