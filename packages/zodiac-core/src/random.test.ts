import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashString, seededRandom } from './random';
import { daysText, withArticle } from './text';

describe('hashString', () => {
  it('matches the published FNV-1a 32-bit test vectors', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('foobar')).toBe(0xbf9cf968);
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for a seed and stays in range (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 50 }), (seed, max) => {
        const a = seededRandom(seed);
        const b = seededRandom(seed);
        for (let i = 0; i < 20; i++) {
          const value = a.int(1, max);
          expect(value).toBe(b.int(1, max));
          expect(value >= 1 && value <= max).toBe(true);
        }
      }),
    );
  });

  it('shuffles into a permutation of its input', () => {
    const items = Array.from({ length: 11 }, (_, i) => i);
    const shuffled = seededRandom('Stag|general').shuffle(items);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });
});

describe('text helpers', () => {
  it('writes small day counts as words with the right plural', () => {
    expect(daysText(1)).toBe('one day');
    expect(daysText(3)).toBe('three days');
    expect(daysText(12)).toBe('12 days');
  });

  it('chooses a or an', () => {
    expect(withArticle('Earth')).toBe('an Earth');
    expect(withArticle('Fire')).toBe('a Fire');
  });
});
