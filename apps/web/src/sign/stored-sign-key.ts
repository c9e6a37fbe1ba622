// The storage key of a user's sign and its removal, apart from stored-sign.ts: the sign provider clears a sign
// without loading the sign table that reading one needs.

/** One key per user, named as the first release named it. */
export function storageKey(uid: string): string {
  return `userZodiacSign_${uid}`;
}

export function removeStoredSign(storage: Storage, uid: string): void {
  storage.removeItem(storageKey(uid));
}
