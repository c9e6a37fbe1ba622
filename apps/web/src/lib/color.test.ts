import { signs } from '@celtic/zodiac-core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_INK, luminance, readableTextOn } from './color';

describe('readableTextOn', () => {
  it('picks dark text on light colours and white on dark ones', () => {
    expect(readableTextOn('#ffffff')).toBe(DARK_INK);
    expect(readableTextOn('#f0d060')).toBe(DARK_INK);
    expect(readableTextOn('#1a237e')).toBe('#ffffff');
    expect(readableTextOn('not a colour')).toBe('#ffffff');
  });

  it('reads short and long hex', () => {
    expect(luminance('#fff')).toBeCloseTo(1);
    expect(luminance('000000')).toBe(0);
  });
});

describe('sign colours', () => {
  it.each(signs.map((s) => [s.name, s.color]))('%s badge text meets WCAG AA (4.5:1)', (_name, color) => {
    expect(contrastRatio(color, readableTextOn(color))).toBeGreaterThanOrEqual(4.5);
  });
});
