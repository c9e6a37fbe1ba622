function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rgb or #rrggbb colour; null when it cannot be read. */
export function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const r = Number.parseInt(h.slice(0, 2), 16);
  const g = Number.parseInt(h.slice(2, 4), 16);
  const b = Number.parseInt(h.slice(4, 6), 16);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Near-black ink: the forest tone is too light for mid-tone sign colours such as Hawk's red. */
export const DARK_INK = '#020604';

/** WCAG contrast ratio between two colours (1..21); 1 when either cannot be read. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return 1;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Dark or white text, whichever contrasts more with the given background. */
export function readableTextOn(hex: string): typeof DARK_INK | '#ffffff' {
  if (luminance(hex) === null) return '#ffffff';
  return contrastRatio(hex, DARK_INK) >= contrastRatio(hex, '#ffffff') ? DARK_INK : '#ffffff';
}
