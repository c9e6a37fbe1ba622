import { describe, expect, it } from 'vitest';
import { luminance, readableTextOn } from './color';

describe('readableTextOn', () => {
  it('picks dark text on light colours and white on dark ones', () => {
    expect(readableTextOn('#ffffff')).toBe('#0b1a14');
    expect(readableTextOn('#f0d060')).toBe('#0b1a14');
    expect(readableTextOn('#1a237e')).toBe('#ffffff');
    expect(readableTextOn('not a colour')).toBe('#ffffff');
  });

  it('reads short and long hex', () => {
    expect(luminance('#fff')).toBeCloseTo(1);
    expect(luminance('000000')).toBe(0);
  });
});
