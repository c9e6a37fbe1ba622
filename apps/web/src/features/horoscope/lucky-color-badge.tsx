import { colorFromName } from '@celtic/zodiac-core';
import { luminance } from '../../lib/color';

/**
 * Pure black or white, whichever contrasts more: one of the two always reaches 4.58:1, which the
 * theme's near-black does not on mid-tone colours such as Forest Green.
 */
export function inkOn(background: string): '#000000' | '#ffffff' {
  const l = luminance(background) ?? 0;
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

export function LuckyColorBadge({ name }: { name: string }) {
  const background = colorFromName(name);
  return (
    <span
      className="inline-flex items-center gap-2 rounded-full px-3 py-1 font-medium text-sm ring-1 ring-parchment/30"
      style={{ backgroundColor: background, color: inkOn(background) }}
    >
      {name}
    </span>
  );
}
