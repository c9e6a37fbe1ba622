import { describe, expect, it } from 'vitest';
import { chooseLanguage, langSchema, negotiateLocale, statesLanguage } from './language';

describe('negotiateLocale', () => {
  it('takes the best of ours by quality, matching a regional tag to its language', () => {
    expect(negotiateLocale('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(negotiateLocale('de-AT')).toBe('de');
    expect(negotiateLocale('fr-FR, de;q=0.5, en;q=0.4')).toBe('de');
    expect(negotiateLocale('en;q=0.2, es;q=0.7')).toBe('es');
  });

  it('answers none for a header that accepts none of ours, and English for any', () => {
    expect(negotiateLocale('fr, it;q=0.8')).toBeUndefined();
    expect(negotiateLocale('es;q=0')).toBeUndefined();
    expect(negotiateLocale(undefined)).toBeUndefined();
    expect(negotiateLocale('*')).toBe('en');
  });
});

describe('chooseLanguage', () => {
  it('prefers lang, then the header, then English; says when the header chose', () => {
    expect(chooseLanguage('de', 'es')).toEqual({ locale: 'de', byHeader: false });
    expect(chooseLanguage(undefined, 'es-MX')).toEqual({ locale: 'es', byHeader: true });
    expect(chooseLanguage(undefined, 'fr')).toEqual({ locale: 'en', byHeader: true });
    expect(chooseLanguage(undefined, undefined)).toEqual({ locale: 'en', byHeader: true });
  });
});

describe('langSchema', () => {
  it('refuses a language we do not write in, naming the ones we do', () => {
    const result = langSchema.safeParse('fr');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Unsupported language "fr": use one of en, es, de');
    expect(langSchema.parse('es')).toBe('es');
  });
});

describe('statesLanguage', () => {
  it('is false for no header and for `*` (fetch’s default), true for any other', () => {
    expect(statesLanguage(undefined)).toBe(false);
    expect(statesLanguage(' * ')).toBe(false);
    expect(statesLanguage('en')).toBe(true);
    expect(statesLanguage('')).toBe(true);
  });
});
