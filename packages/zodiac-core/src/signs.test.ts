import { describe, expect, it } from 'vitest';
import { isSignName, signNames } from './lookup';
import { signs } from './signs';

// docs/PRODUCT.md §3, in order.
const SIGN_TABLE = [
  ['Stag', 'Dec 24 - Jan 20', 'Earth'],
  ['Cat', 'Jan 21 - Feb 17', 'Air'],
  ['Snake', 'Feb 18 - Mar 17', 'Water'],
  ['Hawk', 'Mar 18 - Apr 14', 'Fire'],
  ['Fox', 'Apr 15 - May 12', 'Earth'],
  ['Bull', 'May 13 - Jun 9', 'Earth'],
  ['Seahorse', 'Jun 10 - Jul 7', 'Water'],
  ['Wren', 'Jul 8 - Aug 4', 'Fire'],
  ['Horse', 'Aug 5 - Sep 1', 'Earth'],
  ['Salmon', 'Sep 2 - Sep 29', 'Air'],
  ['Swan', 'Sep 30 - Oct 27', 'Water'],
  ['Butterfly', 'Oct 28 - Nov 24', 'Water'],
  ['Wolf', 'Nov 25 - Dec 23', 'Fire'],
] as const;

const TREES = [
  'Birch',
  'Rowan',
  'Ash',
  'Alder',
  'Willow',
  'Hawthorn',
  'Oak',
  'Holly',
  'Hazel',
  'Vine',
  'Ivy',
  'Reed',
  'Elder',
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe('signs', () => {
  it('lists the thirteen signs in order with their dates and elements', () => {
    expect(signs.map((s) => [s.name, s.dateRange, s.element])).toEqual(SIGN_TABLE.map((row) => [...row]));
    expect(signNames).toEqual(SIGN_TABLE.map(([name]) => name));
  });

  it('keeps startDate and endDate in step with the display range', () => {
    for (const sign of signs) {
      const text = `${MONTHS[sign.startDate.month - 1]} ${sign.startDate.day} - ${MONTHS[sign.endDate.month - 1]} ${sign.endDate.day}`;
      expect(text).toBe(sign.dateRange);
    }
  });

  it('gives the trees of the Ogham months in order', () => {
    expect(signs.map((s) => s.tree)).toEqual(TREES);
  });

  it('fills every field with real content', () => {
    for (const sign of signs) {
      expect(sign.ruling).toMatch(/^(Sun|Moon|Mercury|Venus|Mars|Jupiter|Saturn|Uranus|Neptune|Pluto)$/);
      expect(sign.symbol.length).toBeGreaterThan(3);
      expect(sign.animal.length).toBeGreaterThan(2);
      expect(sign.personality.length).toBeGreaterThanOrEqual(4);
      expect(sign.strengths.length).toBeGreaterThanOrEqual(3);
      expect(sign.challenges.length).toBeGreaterThanOrEqual(3);
      // Several sentences of lore, not a one-liner.
      expect(
        sign.mythology.split(/[.!?](\s|$)/).filter((part) => part.trim().length > 20).length,
      ).toBeGreaterThanOrEqual(3);
      expect(sign.mythology.length).toBeGreaterThan(400);
    }
  });

  it('names three other, real signs as compatible', () => {
    for (const sign of signs) {
      expect(sign.compatibility).toHaveLength(3);
      expect(new Set(sign.compatibility).size).toBe(3);
      expect(sign.compatibility).not.toContain(sign.name);
      for (const other of sign.compatibility) expect(isSignName(other)).toBe(true);
    }
  });

  it('gives each sign its own mythology and symbol', () => {
    expect(new Set(signs.map((s) => s.mythology)).size).toBe(13);
    expect(new Set(signs.map((s) => s.symbol)).size).toBe(13);
    expect(new Set(signs.map((s) => s.iconPath)).size).toBe(13);
  });
});

function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

function toLab(hex: string): [number, number, number] {
  const lin = (offset: number) => {
    const v = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [lin(1), lin(3), lin(5)];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

describe('sign colours', () => {
  it('are hex colours that read on white and on a dark slate background (contrast ≥ 3)', () => {
    for (const sign of signs) {
      expect(sign.color).toMatch(/^#[0-9A-F]{6}$/);
      expect(contrast(sign.color, '#FFFFFF'), sign.name).toBeGreaterThanOrEqual(3);
      expect(contrast(sign.color, '#0F172A'), sign.name).toBeGreaterThanOrEqual(3);
    }
  });

  it('are clearly distinct from each other (CIE76 ΔE ≥ 15)', () => {
    for (const a of signs) {
      for (const b of signs) {
        if (a === b) continue;
        const [l1, a1, b1] = toLab(a.color);
        const [l2, a2, b2] = toLab(b.color);
        expect(Math.hypot(l1 - l2, a1 - a2, b1 - b2), `${a.name}/${b.name}`).toBeGreaterThanOrEqual(15);
      }
    }
  });
});

const ARGUMENT_COUNTS: Record<string, number> = {
  M: 2,
  L: 2,
  H: 1,
  V: 1,
  C: 6,
  S: 4,
  Q: 4,
  T: 2,
  A: 7,
  Z: 0,
};

/** Checks path data against the SVG grammar for absolute commands and the 24×24 box. */
function checkPath(d: string): void {
  const commands = d.match(/[A-Za-z][^A-Za-z]*/g) ?? [];
  expect(commands.join('')).toBe(d);
  expect(commands[0]?.[0]).toBe('M');
  for (const command of commands) {
    const letter = command[0] ?? '';
    const count = ARGUMENT_COUNTS[letter];
    expect(count, `command ${letter}`).toBeDefined();
    const numbers = (command.slice(1).match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);
    if (count === 0) expect(numbers).toHaveLength(0);
    else expect(numbers.length % (count ?? 1)).toBe(0);
    if (letter === 'A') {
      for (let i = 0; i < numbers.length; i += 7) {
        expect([0, 1]).toContain(numbers[i + 3]);
        expect([0, 1]).toContain(numbers[i + 4]);
        const x = numbers[i + 5] ?? -1;
        const y = numbers[i + 6] ?? -1;
        expect(x >= 0 && x <= 24 && y >= 0 && y <= 24).toBe(true);
      }
    } else if (letter !== 'H' && letter !== 'V') {
      for (const n of numbers) expect(n >= 0 && n <= 24, `${n} in ${letter}`).toBe(true);
    }
  }
}

describe('sign icons', () => {
  it('are valid SVG path data inside a 24×24 viewBox', () => {
    for (const sign of signs) {
      expect(sign.iconPath.length).toBeGreaterThan(100);
      checkPath(sign.iconPath);
    }
  });
});
