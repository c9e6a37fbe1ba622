import { describe, expect, it } from 'vitest';
import { lunarMonths } from './calendar';
import { oghamByTree, oghamOf } from './ogham';
import { signs } from './signs';

describe('oghamOf', () => {
  it('has the letter named in the tree calendar for every sign’s tree', () => {
    for (const sign of signs) {
      const month = lunarMonths.find((m) => m.tree === sign.tree);
      expect(oghamOf(sign.tree).name, sign.tree).toBe(month?.name);
    }
  });

  it('gives each tree its own letter from the Unicode Ogham block, drawn with one to five strokes', () => {
    const letters = Object.values(oghamByTree).map((o) => o.letter);
    expect(new Set(letters).size).toBe(letters.length);
    for (const ogham of Object.values(oghamByTree)) {
      expect(ogham.letter.codePointAt(0)).toBeGreaterThanOrEqual(0x1681);
      expect(ogham.letter.codePointAt(0)).toBeLessThanOrEqual(0x169a);
      expect(ogham.strokes.count).toBeGreaterThanOrEqual(1);
      expect(ogham.strokes.count).toBeLessThanOrEqual(5);
    }
  });

  it('names an unknown tree', () => {
    expect(() => oghamOf('Palm')).toThrow('No Ogham letter for the tree "Palm"');
  });
});
