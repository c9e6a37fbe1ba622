import { signs } from '@celtic/zodiac-core';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { signLabel } from '../i18n/sign-names';
import { messages as de } from '../locales/de/messages.po';
import { messages as en } from '../locales/en/messages.po';
import { messages as es } from '../locales/es/messages.po';
import { signBadge } from './sign-badge';

/** Whether the letters of `short` appear in `name` in the same order (case-insensitively). */
function isAbbreviationOf(short: string, name: string): boolean {
  let at = 0;
  for (const letter of short.toLowerCase()) {
    at = name.toLowerCase().indexOf(letter, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

describe('signBadge', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: en }));

  it.each([
    ['en', en],
    ['es', es],
    ['de', de],
  ] as const)('in %s: abbreviates each shown name with two letters of its own', (locale, messages) => {
    i18n.loadAndActivate({ locale, messages });
    const badges = signs.map((sign) => signBadge(sign.name).toLowerCase());
    expect(new Set(badges).size).toBe(13);
    for (const sign of signs) {
      const badge = signBadge(sign.name);
      const shown = signLabel(sign.name);
      expect(badge, shown).toMatch(/^[A-Z][a-z]$/);
      expect(badge[0], shown).toBe(shown[0]);
      expect(isAbbreviationOf(badge, shown), `${badge} for ${shown}`).toBe(true);
    }
  });

  it('tells Bull from Butterfly', () => {
    expect(signBadge('Bull')).toBe('Bu');
    expect(signBadge('Butterfly')).toBe('Bf');
  });
});
