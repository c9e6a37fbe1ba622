import { describe, expect, it } from 'vitest';
import { ExpiringCache, jwtExpiry } from './token-cache';

describe('ExpiringCache', () => {
  it('forgets entries at their expiry time', () => {
    let now = 1_000;
    const cache = new ExpiringCache<string>({ maxSize: 10, now: () => now });
    cache.set('a', 'A', 2_000);
    expect(cache.get('a')).toBe('A');
    now = 2_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not store what has already expired', () => {
    const cache = new ExpiringCache<string>({ maxSize: 10, now: () => 5_000 });
    cache.set('a', 'A', 5_000);
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used entry when full', () => {
    const cache = new ExpiringCache<number>({ maxSize: 2, now: () => 0 });
    cache.set('a', 1, 100);
    cache.set('b', 2, 100);
    cache.get('a');
    cache.set('c', 3, 100);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('refuses a size below one', () => {
    expect(() => new ExpiringCache({ maxSize: 0 })).toThrow(RangeError);
  });
});

describe('jwtExpiry', () => {
  const encode = (claims: unknown) => Buffer.from(JSON.stringify(claims)).toString('base64url');

  it('reads the exp claim in milliseconds', () => {
    expect(jwtExpiry(`${encode({ alg: 'RS256' })}.${encode({ exp: 1_800_000_000 })}.sig`)).toBe(
      1_800_000_000_000,
    );
  });

  it('answers null for tokens it cannot read', () => {
    expect(jwtExpiry('opaque')).toBeNull();
    expect(jwtExpiry('a.not-json.c')).toBeNull();
    expect(jwtExpiry(`a.${encode({ sub: 'x' })}.c`)).toBeNull();
  });
});
