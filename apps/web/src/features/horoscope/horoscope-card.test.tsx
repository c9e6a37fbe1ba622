import { colorFromName } from '@celtic/zodiac-core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { luminance } from '../../lib/color';
import { render } from '../../test/harness';
import { inkOn, LuckyColorBadge } from './lucky-color-badge';

const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a) ?? 0, luminance(b) ?? 0].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

describe('inkOn', () => {
  it('reaches AA contrast (4.5:1) on every mid-tone, including Forest Green', () => {
    for (const bg of [
      '#228b22',
      '#777777',
      '#808080',
      '#50c878',
      '#ff0000',
      '#0000ff',
      '#ffff00',
      '#000000',
      '#ffffff',
    ]) {
      expect(contrast(inkOn(bg), bg)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('LuckyColorBadge', () => {
  it('fills the badge with the colour named, falling back to emerald for unknown names', () => {
    render(<LuckyColorBadge name="Forest Green" />);
    const badge = screen.getByText('Forest Green');
    expect(badge.style.backgroundColor).toBe(hexToRgb(colorFromName('Forest Green')));
    render(<LuckyColorBadge name="Moonbeam Plaid" />);
    expect(screen.getByText('Moonbeam Plaid').style.backgroundColor).toBe(hexToRgb('#50C878'));
  });
});

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
