import type { User } from '@celtic/db';
import { describe, expect, it, vi } from 'vitest';
import { isSharedAnswer, UserDataCache } from './user-data-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const page = (label: string) => [{ id: 1, content: label }];

function fakeUser(id: number, role: User['role'] = 'user'): User {
  return {
    id,
    firebaseUid: `uid-${id}`,
    username: `user ${id}`,
    email: null,
    displayName: null,
    photoUrl: null,
    role,
    zodiacSign: null,
    createdAt: new Date(0),
    lastLoginAt: null,
  };
}

describe('UserDataCache pages', () => {
  it('loads a page once and then serves the same frozen object', async () => {
    const cache = new UserDataCache();
    const load = vi.fn(async () => page('a'));
    const first = await cache.page(1, 'readings 50', load);
    const second = await cache.page(1, 'readings 50', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(isSharedAnswer(first)).toBe(true);
    expect(isSharedAnswer(page('a'))).toBe(false);
  });

  it('keeps pages apart by user and key', async () => {
    const cache = new UserDataCache();
    expect(await cache.page(1, 'readings 50', async () => page('1 r'))).toEqual(page('1 r'));
    expect(await cache.page(1, 'readings 10', async () => page('1 r10'))).toEqual(page('1 r10'));
    expect(await cache.page(2, 'readings 50', async () => page('2 r'))).toEqual(page('2 r'));
    expect(await cache.page(1, 'readings 50', async () => page('other'))).toEqual(page('1 r'));
  });

  it('drops every page of a user on invalidate, and only theirs', async () => {
    const cache = new UserDataCache();
    await cache.page(1, 'readings 50', async () => page('old'));
    await cache.page(1, 'compatibility 50', async () => page('old'));
    await cache.page(2, 'readings 50', async () => page('kept'));
    cache.invalidate(1);
    expect(await cache.page(1, 'readings 50', async () => page('new'))).toEqual(page('new'));
    expect(await cache.page(1, 'compatibility 50', async () => page('new'))).toEqual(page('new'));
    expect(await cache.page(2, 'readings 50', async () => page('not loaded'))).toEqual(page('kept'));
  });

  it('never stores a read that a write overtook', async () => {
    const cache = new UserDataCache();
    const slow = deferred<ReturnType<typeof page>>();
    const inFlight = cache.page(1, 'readings 50', () => slow.promise);
    // The write commits and invalidates while the read's query (which saw the old rows) is still running.
    cache.invalidate(1);
    slow.resolve(page('before the write'));
    expect(await inFlight).toEqual(page('before the write'));
    expect(await cache.page(1, 'readings 50', async () => page('after the write'))).toEqual(
      page('after the write'),
    );
  });

  it('never stores a read that "everyone changed" overtook, nor one whose user was evicted meanwhile', async () => {
    const cache = new UserDataCache({ maxUsers: 1 });
    const slow = deferred<ReturnType<typeof page>>();
    const inFlight = cache.page(1, 'readings 50', () => slow.promise);
    cache.invalidateAll();
    slow.resolve(page('stale'));
    await inFlight;
    expect(await cache.page(1, 'readings 50', async () => page('fresh'))).toEqual(page('fresh'));

    const slower = deferred<ReturnType<typeof page>>();
    const evicted = cache.page(1, 'readings 10', () => slower.promise);
    await cache.page(2, 'readings 50', async () => page('user 2')); // evicts user 1 (maxUsers 1)
    cache.invalidate(1); // nothing of user 1 is left to bump…
    slower.resolve(page('stale'));
    await evicted;
    // …yet the read in flight does not store: its user's entry, and so its generation, is gone.
    expect(await cache.page(1, 'readings 10', async () => page('fresh'))).toEqual(page('fresh'));
  });

  it('forgets pages and rows after the time to live', async () => {
    let now = 1_000_000;
    const cache = new UserDataCache({ ttlMs: 60_000, now: () => now });
    await cache.page(1, 'readings 50', async () => page('old'));
    await cache.user(1, async () => fakeUser(1));
    now += 59_000;
    expect(await cache.page(1, 'readings 50', async () => page('new'))).toEqual(page('old'));
    now += 2_000;
    expect(await cache.page(1, 'readings 50', async () => page('new'))).toEqual(page('new'));
    expect(await cache.user(1, async () => fakeUser(1, 'admin'))).toMatchObject({ role: 'admin' });
  });

  it('applies change feed notifications', async () => {
    const cache = new UserDataCache();
    for (const id of [1, 2, 3]) await cache.page(id, 'readings 50', async () => page('old'));
    cache.apply({ everyone: false, userIds: [1, 3] });
    const contentOf = async (id: number) =>
      (await cache.page(id, 'readings 50', async () => page('new')))[0]?.content;
    expect([await contentOf(1), await contentOf(2), await contentOf(3)]).toEqual(['new', 'old', 'new']);
    cache.apply({ everyone: true });
    expect(await cache.page(2, 'readings 50', async () => page('newer'))).toEqual(page('newer'));
  });

  it('announces the changes made here, not those it hears of', async () => {
    const cache = new UserDataCache();
    const announced: number[] = [];
    cache.announceChangesWith((id) => announced.push(id));
    cache.invalidate(4); // no entry of user 4 yet: other instances may still hold one
    await cache.page(5, 'readings 50', async () => page('old'));
    cache.invalidate(5);
    cache.apply({ everyone: false, userIds: [6] });
    cache.apply({ everyone: true });
    expect(announced).toEqual([4, 5]);
  });

  it('forgets the oldest pages beyond its byte budget', async () => {
    const cache = new UserDataCache({ maxPageBytes: 5_000 });
    const big = (label: string) => [{ id: 1, content: label.repeat(1000) }];
    await cache.page(1, 'readings 50', async () => big('a'));
    await cache.page(2, 'readings 50', async () => big('b'));
    await cache.page(3, 'readings 50', async () => big('c'));
    const load = vi.fn(async () => big('again'));
    await cache.page(1, 'readings 50', load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('UserDataCache users', () => {
  it('loads a row once, until the user is invalidated', async () => {
    const cache = new UserDataCache();
    const load = vi.fn(async () => fakeUser(7));
    const first = await cache.user(7, load);
    expect(await cache.user(7, load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidate(7);
    expect(await cache.user(7, async () => fakeUser(7, 'admin'))).toMatchObject({ role: 'admin' });
  });

  it('does not remember a missing user', async () => {
    const cache = new UserDataCache();
    expect(await cache.user(8, async () => null)).toBeNull();
    expect(await cache.user(8, async () => fakeUser(8))).toMatchObject({ id: 8 });
  });

  it('never stores a row that a write overtook', async () => {
    const cache = new UserDataCache();
    const slow = deferred<User>();
    const inFlight = cache.user(9, () => slow.promise);
    cache.invalidate(9);
    slow.resolve(fakeUser(9));
    await inFlight;
    expect(await cache.user(9, async () => fakeUser(9, 'site_owner'))).toMatchObject({ role: 'site_owner' });
  });
});

describe('UserDataCache peeks', () => {
  it('cachedPage and cachedUser answer only what is stored under the current generation', async () => {
    const cache = new UserDataCache();
    expect(cache.cachedPage(7, 'readings 50 ')).toBeUndefined();
    expect(cache.cachedUser(7)).toBeUndefined();
    const stored = await cache.page(7, 'readings 50 ', async () => page('a'));
    await cache.user(7, async () => fakeUser(7));
    expect(cache.cachedPage(7, 'readings 50 ')).toBe(stored);
    expect(cache.cachedPage(7, 'readings 10 ')).toBeUndefined();
    expect(cache.cachedUser(7)?.id).toBe(7);

    cache.invalidate(7);
    expect(cache.cachedPage(7, 'readings 50 ')).toBeUndefined();
    expect(cache.cachedUser(7)).toBeUndefined();
  });

  it('a peek never starts a generation, so a page loaded later is still stored', async () => {
    const cache = new UserDataCache();
    expect(cache.cachedPage(8, 'k')).toBeUndefined();
    const stored = await cache.page(8, 'k', async () => page('b'));
    expect(cache.cachedPage(8, 'k')).toBe(stored);
  });
});
