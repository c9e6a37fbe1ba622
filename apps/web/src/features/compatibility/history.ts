import type { CompatibilityDetails } from '@celtic/api';
import { t } from '@lingui/core/macro';

export interface HistoryRow {
  id: number;
  firstSign: string;
  secondSign: string;
  score: number;
  /** ISO 8601 timestamp of the check. */
  createdAt: string;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Reads the record's `compatibilityDetails` JSON text; anything malformed gives empty parts, never a throw. */
export function parseDetails(text: string): CompatibilityDetails {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  const obj = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    description: typeof obj.description === 'string' ? obj.description : '',
    strengths: strings(obj.strengths),
    challenges: strings(obj.challenges),
  };
}

/**
 * Turns the history answer into table rows. docs/PRODUCT.md §7: a non-array answer counts as empty;
 * items missing a field are skipped rather than drawn half-empty.
 */
export function toHistoryRows(data: unknown): HistoryRow[] {
  if (!Array.isArray(data)) return [];
  const rows: HistoryRow[] = [];
  for (const item of data) {
    if (typeof item !== 'object' || item === null) continue;
    const r = item as Record<string, unknown>;
    if (
      typeof r.id !== 'number' ||
      typeof r.firstSign !== 'string' ||
      typeof r.secondSign !== 'string' ||
      typeof r.compatibilityScore !== 'number' ||
      typeof r.createdAt !== 'string'
    ) {
      continue;
    }
    const score = Math.min(100, Math.max(0, Math.round(r.compatibilityScore)));
    rows.push({ id: r.id, firstSign: r.firstSign, secondSign: r.secondSign, score, createdAt: r.createdAt });
  }
  return rows;
}

/** The pair's key, the same in either order: Wolf–Hawk is Hawk–Wolf. */
export function pairKey(r: { firstSign: string; secondSign: string }): string {
  return [r.firstSign, r.secondSign].sort().join('|');
}

/**
 * One row per pair in either order, the first one met (the list is newest first, so the latest check). The
 * server lists it so already; pages fetched at different times, or a check just added, could repeat a pair.
 */
export function onePerPair<T extends { firstSign: string; secondSign: string }>(rows: readonly T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = pairKey(row);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A few words for the score, used beside the percentage. */
export function scoreLabel(score: number): string {
  if (score >= 85) return t`Kindred spirits`;
  if (score >= 75) return t`Strong harmony`;
  if (score >= 65) return t`Good balance`;
  return t`Growing together`;
}

export function compatibilityShareText(
  first: string,
  second: string,
  score: number,
  details: CompatibilityDetails,
): string {
  const lines = [t`Celtic compatibility: ${first} & ${second} — ${score}%`, '', details.description];
  // The server's items are whole sentences, so a bulleted list reads better than joining them.
  for (const [title, items] of [
    [t`Strengths`, details.strengths],
    [t`Challenges`, details.challenges],
  ] as const) {
    if (items.length > 0) lines.push('', `${title}:`, ...items.map((item) => `• ${item}`));
  }
  return lines.join('\n');
}
