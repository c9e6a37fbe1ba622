import { getSign, type Sign } from '@celtic/zodiac-core';

/** SPEC "Browser storage": one key per user. */
export function storageKey(uid: string): string {
  return `userZodiacSign_${uid}`;
}

/**
 * The stored sign, resolved against the static table. Anything without a name and a dateRange,
 * unparseable, or naming no known sign is removed (SPEC §5).
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

export function writeStoredSign(storage: Storage, uid: string, sign: Sign): void {
  storage.setItem(storageKey(uid), JSON.stringify(sign));
}

export function removeStoredSign(storage: Storage, uid: string): void {
  storage.removeItem(storageKey(uid));
}
