/** Small numeric helpers for figures that are ratios or counts, never bare times compared across runs. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[middle - 1] ?? upper) + upper) / 2;
}

/** `value / baseline`, NaN when the baseline is not a positive number. */
export function ratio(value: number, baseline: number): number {
  return baseline > 0 ? value / baseline : Number.NaN;
}

/** Rounds to `digits` decimals, keeping NaN as null so the JSON stays valid. */
export function round(value: number, digits = 2): number | null {
  if (!Number.isFinite(value)) return null;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
