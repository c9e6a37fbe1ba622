import type { Database, User, UserChange } from '@celtic/db';
import { LRUCache } from 'lru-cache';

/**
 * Per-user data kept in process so a signed-in read needs no query: the caller's user row and the first
 * pages of their lists. Each user has a generation, bumped by every change to their data (a mutation here,
 * or a notification from the database's change feed for writes made elsewhere). A read captures the
 * generation before it queries and stores its result under it; a stored value of an older generation is a
 * miss, so a write racing a read can never leave a stale entry behind. Entries also expire after `ttlMs`,
 * a bound on staleness should a notification ever be lost.
 */
export interface UserDataCacheOptions {
  /** Users whose generation and row are remembered (a few hundred bytes each). */
  maxUsers?: number;
  /** Budget for stored pages, in approximate bytes (a 50-reading page is ~20 kB). */
  maxPageBytes?: number;
  ttlMs?: number;
  /** Clock for expiry, in milliseconds; tests pin it. */
  now?: () => number;
}

interface UserEntry {
  generation: number;
  user?: User;
}

interface PageEntry {
  generation: number;
  value: object;
}

export class UserDataCache {
  // One counter for all users: a user's entry, evicted and created again, never reuses an old generation.
  #lastGeneration = 0;
  readonly #users: LRUCache<number, UserEntry>;
  readonly #pages: LRUCache<string, PageEntry>;
  #announce: (userId: number) => void = () => {};

  constructor(options: UserDataCacheOptions = {}) {
    const ttl = options.ttlMs ?? 60_000;
    // A given clock is read at every check (lru-cache otherwise reuses a reading for ttlResolution ms).
    const clock = options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {};
    this.#users = new LRUCache({ max: options.maxUsers ?? 10_000, ttl, ...clock });
    this.#pages = new LRUCache({
      maxSize: options.maxPageBytes ?? 32 * 1024 * 1024,
      sizeCalculation: (entry) => approximateBytes(entry.value),
      ttl,
      ...clock,
    });
  }

  /** The generation a read of `userId`'s data must capture before it queries. */
  #generation(userId: number): number {
    const entry = this.#users.get(userId);
    if (entry) return entry.generation;
    this.#lastGeneration += 1;
    this.#users.set(userId, { generation: this.#lastGeneration });
    return this.#lastGeneration;
  }

  /** The entry of `userId` if it still has `generation`. */
  #current(userId: number, generation: number): UserEntry | undefined {
    const entry = this.#users.peek(userId);
    return entry?.generation === generation ? entry : undefined;
  }

  /** The user row by id: remembered, or loaded and remembered (a missing user is not). */
  async user(userId: number, load: () => Promise<User | null>): Promise<User | null> {
    const generation = this.#generation(userId);
    const known = this.#users.peek(userId)?.user;
    if (known) return known;
    const user = await load();
    const entry = this.#current(userId, generation);
    if (user && entry) entry.user = Object.freeze(user);
    return user;
  }

  /** The user row by id if remembered under the current generation (no load, no await). */
  cachedUser(userId: number): User | undefined {
    return this.#users.get(userId)?.user;
  }

  /**
   * The page `page` would answer now without loading: stored under `userId`'s current generation. A user
   * with no generation yet has nothing current (and gets none here: only a read that loads creates one).
   */
  cachedPage(userId: number, key: string): object | undefined {
    const generation = this.#users.get(userId)?.generation;
    if (generation === undefined) return undefined;
    const known = this.#pages.get(`${userId} ${key}`);
    return known?.generation === generation ? known.value : undefined;
  }

  /**
   * A page of `userId`'s data under `key` (e.g. kind, limit and before): remembered, or loaded and
   * remembered. The value is frozen, since every later caller gets this same object.
   */
  async page<T extends object>(userId: number, key: string, load: () => Promise<T>): Promise<T> {
    const generation = this.#generation(userId);
    const pageKey = `${userId} ${key}`;
    const known = this.#pages.get(pageKey);
    if (known?.generation === generation) return known.value as T;
    const value = await load();
    if (this.#current(userId, generation)) {
      this.#pages.set(pageKey, { generation, value: deepFreeze(value) });
      served.add(value);
    }
    return value;
  }

  /**
   * This process changed `userId`'s data (call it once the write has committed): what is remembered of them
   * is dropped, reads in flight will not store, and the change is announced to the other instances.
   */
  invalidate(userId: number): void {
    this.#drop(userId);
    this.#announce(userId);
  }

  /** Where `invalidate` announces changes (the server passes its change feed's `announce`). */
  announceChangesWith(announce: (userId: number) => void): void {
    this.#announce = announce;
  }

  #drop(userId: number): void {
    const entry = this.#users.peek(userId);
    if (!entry) return;
    this.#lastGeneration += 1;
    entry.generation = this.#lastGeneration;
    entry.user = undefined;
  }

  /** Anyone's data may have changed. */
  invalidateAll(): void {
    this.#users.clear();
    this.#pages.clear();
  }

  /** Applies a notification of the database's change feed (not announced again). */
  apply(change: UserChange): void {
    if (change.everyone) this.invalidateAll();
    else for (const id of change.userIds) this.#drop(id);
  }
}

/** The kinds of list page the cache keeps, by the procedure that answers them. */
export type ListPageKind = 'readings' | 'compatibility';

/** The cache key of one page of a list: `page` and `cachedPage` callers must agree on it. */
export function listPageKey(
  kind: ListPageKind,
  page: { limit: number; before?: number | undefined },
): string {
  return `${kind} ${page.limit} ${page.before ?? ''}`;
}

// Pages handed out again and again, deep-frozen: their serialised form can be kept beside them.
const served = new WeakSet<object>();

/**
 * True for an answer the cache serves as the same unchanging object to every caller (deep-frozen), so an
 * adapter may keep its JSON text in a WeakMap keyed by it instead of serialising it again.
 */
export function isSharedAnswer(value: unknown): value is object {
  return typeof value === 'object' && value !== null && served.has(value);
}

// Strings dominate: two bytes a character is an upper bound, plus a little per property.
function approximateBytes(value: unknown): number {
  if (typeof value === 'string') return 16 + 2 * value.length;
  if (typeof value !== 'object' || value === null) return 16;
  let bytes = 64;
  for (const item of Object.values(value)) bytes += 16 + approximateBytes(item);
  return bytes;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

const byDatabase = new WeakMap<Database, UserDataCache>();

/** The cache of one database (one per Database object, shared by every context on it). */
export function userDataCacheFor(db: Database): UserDataCache {
  let cache = byDatabase.get(db);
  if (!cache) {
    cache = new UserDataCache();
    byDatabase.set(db, cache);
  }
  return cache;
}
