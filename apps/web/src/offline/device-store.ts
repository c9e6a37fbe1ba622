import { clear, createStore, type UseStore } from 'idb-keyval';

/**
 * The app's own IndexedDB store on this device (idb-keyval): the signed-in user's last loaded answers
 * (persisted-queries.ts) and the writes made offline (outbox.ts). Firebase keeps its session elsewhere.
 * Opened on first use.
 */
let opened: UseStore | null = null;

export function deviceStore(): UseStore {
  opened ??= createStore('celtic-offline', 'entries');
  return opened;
}

/** Forgets everything the app kept on this device (signing out: nothing is left for the next person). */
export function forgetDevice(): Promise<void> {
  return clear(deviceStore());
}
