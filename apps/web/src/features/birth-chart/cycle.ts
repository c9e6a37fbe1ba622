/**
 * The point in the lunar cycle (0 new, 0.5 full) whose lit fraction is `illumination`, on the waxing or the
 * waning side: what the moon glyph draws. The lit fraction is (1 − cos 2πf) / 2.
 */
export function cycleFraction(illumination: number, waxing: boolean): number {
  const k = Math.min(1, Math.max(0, illumination));
  const f = Math.acos(1 - 2 * k) / (2 * Math.PI);
  return waxing ? f : 1 - f;
}
