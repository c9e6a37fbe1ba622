import { type AnyColumn, lt, type SQL } from 'drizzle-orm';

/** Keyset page: items with id < before, newest (highest id) first. The caller validates limit (1..200). */
export interface Page {
  limit: number;
  before?: number;
}

/** The `id < before` condition, or undefined on the first page. */
export function beforeId(id: AnyColumn, before: number | undefined): SQL | undefined {
  return before === undefined ? undefined : lt(id, before);
}
