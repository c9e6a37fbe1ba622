import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import type { Database } from './client';

/** A row as the driver returns it: column aliases to raw values. */
export type RawRow = Record<string, unknown>;

interface PostgresJsClient {
  unsafe(text: string, params: unknown[], options: { prepare: boolean }): PromiseLike<RawRow[]>;
}
interface PgliteClient {
  query(text: string, params: unknown[]): Promise<{ rows: RawRow[] }>;
}

function isPostgresJs(client: unknown): client is PostgresJsClient {
  return typeof (client as { unsafe?: unknown }).unsafe === 'function';
}

/**
 * Runs one SQL statement on the driver under `db`. On PostgreSQL it is a named prepared statement (postgres.js
 * keeps one per connection and statement text), so a repeat is bound and executed without being planned again;
 * drizzle's own `execute` sends every statement unnamed. PGlite runs in this process: nothing to save there.
 */
export async function runStatement(db: Database, text: string, params: unknown[]): Promise<RawRow[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client === undefined)
    throw new Error('runStatement needs a database from createDb (not a transaction)');
  if (isPostgresJs(client)) return client.unsafe(text, params, { prepare: true });
  return (await (client as PgliteClient).query(text, params)).rows;
}

/**
 * `"alias"."column" as "prefix_column", …` for every column of `table`: several tables' rows in one result
 * row, each under its own prefix, decoded back by `decodeRow`.
 */
export function selectList(table: Table, alias: string, prefix: string): string {
  return Object.values(getTableColumns(table))
    .map((column) => `"${alias}"."${column.name}" as "${prefix}${column.name}"`)
    .join(', ');
}

/** The quoted name of a table, for statements written as text. */
export const tableName = (table: Table) => `"${getTableName(table)}"`;

type Decoder<T extends Table> = (raw: RawRow) => T['$inferSelect'] | null;

const decoders = new WeakMap<Table, Map<string, Decoder<Table>>>();

/**
 * A decoder of the row of `table` under `prefix` in a raw result row: each value decoded as drizzle decodes that
 * column (timestamps to Date, whichever form the driver gave them in), or null when the row is absent (its first
 * column, the primary key, is null: an outer join that found nothing). Built once per table and prefix.
 */
function decoderOf<T extends Table>(table: T, prefix: string): Decoder<T> {
  let byPrefix = decoders.get(table);
  if (!byPrefix) {
    byPrefix = new Map();
    decoders.set(table, byPrefix);
  }
  let decoder = byPrefix.get(prefix);
  if (!decoder) {
    const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
      key,
      alias: prefix + column.name,
      decode: (value: unknown) => column.mapFromDriverValue(value),
    }));
    const first = columns[0]?.alias ?? '';
    decoder = (raw) => {
      if (raw[first] == null) return null;
      const row: Record<string, unknown> = {};
      for (const { key, alias, decode } of columns) {
        const value = raw[alias];
        row[key] = value == null ? null : decode(value);
      }
      return row;
    };
    byPrefix.set(prefix, decoder);
  }
  return decoder as Decoder<T>;
}

/** The row of `table` under `prefix` in a raw result row, or null when it is absent (see decoderOf). */
export function decodeRow<T extends Table>(table: T, raw: RawRow, prefix: string): T['$inferSelect'] | null {
  return decoderOf(table, prefix)(raw);
}
