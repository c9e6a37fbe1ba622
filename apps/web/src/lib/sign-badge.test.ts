import { signs } from '@celtic/zodiac-core';
import { describe, expect, it } from 'vitest';
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
  it('gives each of the 13 signs its own badge, even ignoring case', () => {
    const badges = signs.map((sign) => signBadge(sign.name).toLowerCase());
    expect(badges).toHaveLength(13);
    expect(new Set(badges).size).toBe(13);
  });

  it('abbreviates the name: two letters, starting with its initial, in the order they appear', () => {
    for (const sign of signs) {
      const badge = signBadge(sign.name);
      expect(badge, sign.name).toMatch(/^[A-Z][a-z]$/);
      expect(badge[0], sign.name).toBe(sign.name[0]);
      expect(isAbbreviationOf(badge, sign.name), `${badge} for ${sign.name}`).toBe(true);
    }
  });

  it('tells Bull from Butterfly', () => {
    expect(signBadge('Bull')).toBe('Bu');
    expect(signBadge('Butterfly')).toBe('Bf');
  });
});
