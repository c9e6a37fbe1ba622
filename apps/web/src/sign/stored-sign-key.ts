// The storage keys of a user's sign and of when it was chosen, apart from stored-sign.ts: the sign provider
// clears a sign without loading the sign table that reading one needs.

/** One key per user, named as the first release named it. */
export function storageKey(uid: string): string {
  return `userZodiacSign_${uid}`;
}

/** When this device's user last chose or cleared the sign (ISO 8601), or took the server's choice. */
export function chosenAtKey(uid: string): string {
  return `userZodiacSignChosenAt_${uid}`;
}

/** Forgets the sign and when it was chosen (a deleted account). */
export function removeStoredSign(storage: Storage, uid: string): void {
  storage.removeItem(storageKey(uid));
  storage.removeItem(chosenAtKey(uid));
}

/** The time of the last choice kept here; null when none was kept (or what was kept is not a time). */
export function readChosenAt(storage: Storage, uid: string): string | null {
  const raw = storage.getItem(chosenAtKey(uid));
  if (raw === null) return null;
  if (Number.isFinite(Date.parse(raw))) return raw;
  storage.removeItem(chosenAtKey(uid));
  return null;
}

/** Keeps "no sign, chosen at `chosenAt`": a clearing is a choice too, and a later one wins over older signs. */
export function writeCleared(storage: Storage, uid: string, chosenAt: string): void {
  storage.removeItem(storageKey(uid));
  storage.setItem(chosenAtKey(uid), chosenAt);
}
