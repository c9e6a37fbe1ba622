import { getSign, type Sign } from '@celtic/zodiac-core';
import { chosenAtKey, readChosenAt, removeStoredSign, storageKey, writeCleared } from './stored-sign-key';

export { chosenAtKey, readChosenAt, removeStoredSign, storageKey, writeCleared };

/**
 * The stored sign, resolved against the static table. Anything without a name and a dateRange,
 * unparseable, or naming no known sign is removed (docs/PRODUCT.md §5).
 */
export function readStoredSign(storage: Storage, uid: string): Sign | null {
  const key = storageKey(uid);
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null) {
      const { name, dateRange } = parsed as { name?: unknown; dateRange?: unknown };
      if (typeof name === 'string' && name && typeof dateRange === 'string' && dateRange) {
        const sign = getSign(name);
        if (sign) return sign;
      }
    }
  } catch {
    // Unparseable: fall through and remove it.
  }
  storage.removeItem(key);
  return null;
}

/** Keeps `sign` as chosen at `chosenAt` (null: when is not known). */
export function writeStoredSign(storage: Storage, uid: string, sign: Sign, chosenAt: string | null): void {
  storage.setItem(storageKey(uid), JSON.stringify(sign));
  if (chosenAt === null) storage.removeItem(chosenAtKey(uid));
  else storage.setItem(chosenAtKey(uid), chosenAt);
}
