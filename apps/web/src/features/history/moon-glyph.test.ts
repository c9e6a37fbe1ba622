import { describe, expect, it } from 'vitest';
import { litPath } from './moon-glyph';

const arcs = (d: string) =>
  [...d.matchAll(/A ([\d.]+) 10 0 0 (\d)/g)].map((m) => [Number(m[1]), Number(m[2])]);

describe('litPath', () => {
  it('lights the right limb while waxing and the left while waning', () => {
    expect(arcs(litPath(0.125))[0]).toEqual([10, 1]);
    expect(arcs(litPath(0.875))[0]).toEqual([10, 0]);
  });

  it('has no lit area at new moon and a full disc at full moon', () => {
    // new: the terminator retraces the outer arc; full: it mirrors it on the other side
    expect(arcs(litPath(0))).toEqual([
      [10, 1],
      [10, 0],
    ]);
    expect(arcs(litPath(0.5))).toEqual([
      [10, 1],
      [10, 1],
    ]);
  });

  it('draws a straight terminator at the quarters', () => {
    expect(arcs(litPath(0.25))[1]?.[0]).toBeCloseTo(0, 3);
    expect(arcs(litPath(0.75))[1]?.[0]).toBeCloseTo(0, 3);
  });
});
