import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { APP_NAME, documentTitle, pageTitles } from './titles';

describe('documentTitle', () => {
  it('names the page, then the app', () => {
    expect(documentTitle('/horoscope')).toBe('Daily Horoscope · Celtic Zodiac Explorer');
    expect(documentTitle('/')).toBe('Dashboard · Celtic Zodiac Explorer');
    expect(documentTitle('/login')).toBe('Sign In · Celtic Zodiac Explorer');
  });

  it('ignores a trailing slash', () => {
    expect(documentTitle('/saved/')).toBe('Saved Readings · Celtic Zodiac Explorer');
  });

  it('gives unknown paths the 404 title', () => {
    expect(documentTitle('/no-such-page')).toBe('Page not found · Celtic Zodiac Explorer');
    expect(documentTitle('/saved/42')).toBe('Page not found · Celtic Zodiac Explorer');
  });

  it('gives every page its own title', () => {
    const titles = Object.keys(pageTitles).map(documentTitle);
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title.endsWith(` · ${i18n._(APP_NAME)}`)).toBe(true);
  });
});
