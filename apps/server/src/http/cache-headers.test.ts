import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  cacheHeadersFor,
  etagOf,
  isFresh,
  namesPeriod,
  secondsUntilUtcDayEnds,
  setCacheHeaders,
  utcDate,
} from './cache-headers';

describe('secondsUntilUtcDayEnds', () => {
  it('counts to the end of the UTC day, whatever the hour', () => {
    expect(secondsUntilUtcDayEnds(new Date('2026-11-26T09:00:00Z'))).toBe(15 * 3600);
    // Past 10:00 UTC, where the old UTC+14 reckoning gave 0 for the rest of the day.
    expect(secondsUntilUtcDayEnds(new Date('2026-11-26T12:00:00Z'))).toBe(12 * 3600);
    expect(secondsUntilUtcDayEnds(new Date('2026-11-26T23:59:59Z'))).toBe(1);
    expect(secondsUntilUtcDayEnds(new Date('2026-11-26T23:59:59.900Z'))).toBe(1);
    expect(secondsUntilUtcDayEnds(new Date('2026-11-26T00:00:00Z'))).toBe(86_400);
  });
});

describe('utcDate', () => {
  it('is the UTC date of the instant, across midnight and back', () => {
    const at = (iso: string) => utcDate(Date.parse(iso));
    expect(at('2026-11-26T23:59:59.999Z')).toBe('2026-11-26');
    expect(at('2026-11-27T00:00:00.000Z')).toBe('2026-11-27');
    expect(at('2026-11-26T00:00:00.000Z')).toBe('2026-11-26');
    expect(at('1969-12-31T12:00:00Z')).toBe('1969-12-31');
    expect(utcDate()).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('cacheControlFor', () => {
  const now = new Date('2026-11-26T16:00:00Z');
  it('keeps a named day or period for a year, immutable', () => {
    expect(cacheControlFor('dated', { named: true, shared: true }, now)).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlFor('dated', { named: true, shared: false }, now)).toBe(
      'private, max-age=31536000, immutable',
    );
  });

  it('keeps today until the UTC day ends, and static answers a week', () => {
    expect(cacheControlFor('dated', { named: false, shared: true }, now)).toBe('public, max-age=28800');
    expect(cacheControlFor('static', { named: false, shared: true }, now)).toBe('public, max-age=604800');
  });
});

describe('namesPeriod', () => {
  it('is true only when the input carries the period field', () => {
    expect(namesPeriod('date', { sign: 'Wolf', date: '2026-11-26' })).toBe(true);
    expect(namesPeriod('date', { sign: 'Wolf' })).toBe(false);
    expect(namesPeriod(undefined, { date: '2026-11-26' })).toBe(false);
  });
});

describe('etagOf', () => {
  it('derives the ETag from the body bytes', () => {
    expect(etagOf('a')).toBe(etagOf('a'));
    expect(etagOf('a')).not.toBe(etagOf('b'));
    expect(etagOf('a')).toMatch(/^"[\w-]{27}"$/);
  });
});

describe('isFresh', () => {
  const etag = etagOf('body');
  it('matches the same tag, weak or strong, in a list, or *', () => {
    expect(isFresh(etag, etag)).toBe(true);
    expect(isFresh(`"other", W/${etag}`, etag)).toBe(true);
    expect(isFresh('*', etag)).toBe(true);
  });
  it('does not match another tag or no header', () => {
    expect(isFresh('"other"', etag)).toBe(false);
    expect(isFresh(undefined, etag)).toBe(false);
  });
});

describe('cacheHeadersFor', () => {
  const now = new Date('2026-11-26T16:00:00Z');
  const daily = { access: 'public', cache: 'dated', named: false } as const;
  const signs = { access: 'public', cache: 'static', named: false } as const;
  const year = { access: 'premium', cache: 'dated', named: true } as const;
  const mine = { access: 'signedIn', cache: undefined, named: false } as const;

  it('keeps public answers for the shortest lifetime of their calls', () => {
    expect(cacheHeadersFor([signs], true, now)).toEqual({ 'cache-control': 'public, max-age=604800' });
    expect(cacheHeadersFor([signs, daily], true, now)).toEqual({ 'cache-control': 'public, max-age=28800' });
  });

  it('says private and Vary: Authorization for an answer gated by role, the same for every holder', () => {
    expect(cacheHeadersFor([year], true, now)).toEqual({
      'cache-control': 'private, max-age=31536000, immutable',
      vary: 'Authorization',
    });
    expect(cacheHeadersFor([daily, year], true, now)).toEqual({
      'cache-control': 'private, max-age=28800',
      vary: 'Authorization',
    });
  });

  it("never keeps the caller's own data nor a signed-in failure", () => {
    expect(cacheHeadersFor([mine], true, now)).toEqual({ 'cache-control': 'private, no-store' });
    expect(cacheHeadersFor([year, mine, signs], true, now)).toEqual({ 'cache-control': 'private, no-store' });
    expect(cacheHeadersFor([year], false, now)).toEqual({ 'cache-control': 'private, no-store' });
    expect(cacheHeadersFor([daily, mine], false, now)).toEqual({ 'cache-control': 'private, no-store' });
  });

  it('gives no rule to a public failure or a public answer without a policy', () => {
    expect(cacheHeadersFor([daily], false, now)).toBeUndefined();
    expect(
      cacheHeadersFor([{ access: 'public', cache: undefined, named: false }], true, now),
    ).toBeUndefined();
    expect(cacheHeadersFor([], true, now)).toBeUndefined();
  });
});

describe('setCacheHeaders', () => {
  it('adds Authorization to a Vary already there, once', async () => {
    const app = Fastify();
    app.get('/', (_request, reply) => {
      reply.header('vary', 'Origin');
      const headers = { 'cache-control': 'private, max-age=1', vary: 'Authorization' } as const;
      setCacheHeaders(reply, headers);
      setCacheHeaders(reply, headers);
      return 'ok';
    });
    const answer = await app.inject({ url: '/' });
    expect(answer.headers.vary).toBe('Origin, Authorization');
    expect(answer.headers['cache-control']).toBe('private, max-age=1');
    await app.close();
  });
});
