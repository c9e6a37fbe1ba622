import { describe, expect, it } from 'vitest';
import { cycleFraction } from './cycle';

describe('cycleFraction', () => {
  it('puts new at 0, the quarters at a quarter of the cycle either side, full at a half', () => {
    expect(cycleFraction(0, true)).toBeCloseTo(0);
    expect(cycleFraction(0.5, true)).toBeCloseTo(0.25);
    expect(cycleFraction(1, true)).toBeCloseTo(0.5);
    expect(cycleFraction(0.5, false)).toBeCloseTo(0.75);
    expect(cycleFraction(1, false)).toBeCloseTo(0.5);
  });

  it('gives back the lit fraction it was made from', () => {
    for (const k of [0.05, 0.3, 0.77, 0.99]) {
      for (const waxing of [true, false]) {
        const f = cycleFraction(k, waxing);
        expect((1 - Math.cos(2 * Math.PI * f)) / 2).toBeCloseTo(k, 10);
        expect(f < 0.5).toBe(waxing);
      }
    }
  });
});
