import { describe, expect, it } from 'vitest';
import { apiLocale, browserLocale, LOCALE_KEY, storedLocale } from './locales';

describe('browserLocale', () => {
  it('takes the first of the browser languages we have', () => {
    expect(browserLocale(['es-ES', 'en-US'])).toBe('es');
    expect(browserLocale(['fr-FR', 'de-AT', 'es'])).toBe('de');
    expect(browserLocale(['EN_gb'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(browserLocale(['fr-FR', 'it'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });
});

describe('storedLocale', () => {
  it('reads a language chosen on this browser and ignores anything else', () => {
    localStorage.setItem(LOCALE_KEY, 'de');
    expect(storedLocale(localStorage)).toBe('de');
    localStorage.setItem(LOCALE_KEY, 'fr');
    expect(storedLocale(localStorage)).toBeNull();
  });
});

describe('apiLocale', () => {
  it('asks the API for English under the pseudo-locale', () => {
    expect(apiLocale('pseudo')).toBe('en');
    expect(apiLocale('es')).toBe('es');
  });
});
