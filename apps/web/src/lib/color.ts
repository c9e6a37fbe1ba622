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

/** Dark or light text, whichever contrasts more with the given background. */
export function readableTextOn(hex: string): '#0b1a14' | '#ffffff' {
  const l = luminance(hex);
  if (l === null) return '#ffffff';
  const darkText = luminance('#0b1a14') ?? 0;
  const dark = (l + 0.05) / (darkText + 0.05);
  const light = 1.05 / (l + 0.05);
  return dark >= light ? '#0b1a14' : '#ffffff';
}
