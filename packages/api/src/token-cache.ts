/**
 * A size-capped map whose entries expire at a given time. Insertion order doubles as age order, so the
 * oldest entry is evicted first when full; a hit is re-inserted to keep busy tokens (LRU).
 */
export class ExpiringCache<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();
  readonly #maxSize: number;
  readonly #now: () => number;

  constructor(options: { maxSize: number; now?: () => number }) {
    if (options.maxSize < 1) throw new RangeError('maxSize must be at least 1');
    this.#maxSize = options.maxSize;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.#now()) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, expiresAt: number): void {
    this.#entries.delete(key);
    if (expiresAt <= this.#now()) return;
    while (this.#entries.size >= this.#maxSize) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expiresAt });
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }
}

/** The `exp` claim (ms since epoch) of a JWT, read without verifying it: call only after verification. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims === 'object' && claims !== null && 'exp' in claims && typeof claims.exp === 'number') {
      return claims.exp * 1000;
    }
  } catch {
    // Not a JWT we can read: the caller falls back to a short lifetime.
  }
  return null;
}
