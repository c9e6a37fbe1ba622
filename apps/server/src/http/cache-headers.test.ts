import { describe, expect, it } from 'vitest';
import { cacheHeadersFor, etagOf, isFresh, secondsUntilDateEnds, utcDate } from './cache-headers';

describe('secondsUntilDateEnds', () => {
  it('counts to midnight at UTC+14, which is 10:00 UTC on the same date', () => {
    expect(secondsUntilDateEnds('2026-11-26', new Date('2026-11-26T09:00:00Z'))).toBe(3600);
    expect(secondsUntilDateEnds('2026-11-26', new Date('2026-11-26T09:59:59Z'))).toBe(1);
  });

  it('is 0 once the date has ended there, and never more than a day', () => {
    expect(secondsUntilDateEnds('2026-11-26', new Date('2026-11-26T12:00:00Z'))).toBe(0);
    expect(secondsUntilDateEnds('2026-11-27', new Date('2026-11-26T00:00:00Z'))).toBe(86_400);
    expect(secondsUntilDateEnds('2026-11-27', new Date('2026-11-26T12:00:00Z'))).toBe(79_200);
    expect(secondsUntilDateEnds('not a date')).toBe(0);
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

describe('cacheHeadersFor', () => {
  it('gives daily answers the time left of their own date, static ones a week', () => {
    const now = new Date('2026-11-26T04:00:00Z');
    const daily = cacheHeadersFor('daily', '{"date":"2026-11-26"}', { date: '2026-11-26' }, now);
    expect(daily['cache-control']).toBe('public, max-age=21600');
    expect(cacheHeadersFor('static', '[]', [], now)['cache-control']).toBe('public, max-age=604800');
  });

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
