import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  etagOf,
  isFresh,
  namesPeriod,
  secondsUntilUtcDayEnds,
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
