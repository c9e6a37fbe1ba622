import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it('keeps a path of this site with its search and hash', () => {
    expect(returnPath('/horoscope?view=week&date=2026-11-20')).toBe('/horoscope?view=week&date=2026-11-20');
    expect(returnPath('/saved#top')).toBe('/saved#top');
    expect(returnPath('/horoscope/../saved')).toBe('/saved');
  });

  it.each([
    '//evil.com',
    '//evil.com/horoscope',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/%0a/evil.com'.replace('%0a', '\n'),
    'https://evil.com/',
    'http:/evil.com',
    'javascript:alert(1)',
    'evil.com',
    'horoscope',
    '',
    ' /horoscope',
  ])('refuses %j', (value) => {
    expect(returnPath(value)).toBeNull();
  });

  it('refuses what is not a string, and the pages that are not returned to', () => {
    expect(returnPath(undefined)).toBeNull();
    expect(returnPath(42)).toBeNull();
    expect(returnPath(['/saved'])).toBeNull();
    expect(returnPath('/login?redirect=/saved')).toBeNull();
    expect(returnPath('/welcome')).toBeNull();
    expect(returnPath('/')).toBeNull();
    expect(returnPath(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});
