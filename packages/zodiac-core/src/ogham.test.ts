import { describe, expect, it } from 'vitest';
import { lunarMonths } from './calendar';
import { oghamBox, oghamByTree, oghamOf, oghamSegments } from './ogham';
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

describe('oghamSegments', () => {
  it('draws the stem and one line per stroke on the side the letter is cut, inside the box', () => {
    const inBox = (n: number, max: number) => n >= 0 && n <= max;
    for (const ogham of Object.values(oghamByTree)) {
      const [stem, ...strokes] = oghamSegments(ogham.strokes);
      expect(stem).toEqual({ x1: 50, y1: 8, x2: 50, y2: 152 });
      expect(strokes).toHaveLength(ogham.strokes.count);
      for (const s of strokes) {
        expect(inBox(s.x1, oghamBox.width) && inBox(s.x2, oghamBox.width)).toBe(true);
        expect(inBox(s.y1, oghamBox.height) && inBox(s.y2, oghamBox.height)).toBe(true);
        if (ogham.strokes.side === 'right') expect(Math.min(s.x1, s.x2)).toBe(50);
        if (ogham.strokes.side === 'left') expect(Math.max(s.x1, s.x2)).toBe(50);
        if (ogham.strokes.side === 'across') expect(s.x1 < 50 && s.x2 > 50).toBe(true);
      }
    }
  });
});
