import { Column, is, noopDecoder, Placeholder, SQL } from 'drizzle-orm';
import type { Database } from '../client';

/** A query as drizzle's builder makes it: its SQL text and parameters, and what it selects. */
interface Built {
  toSQL(): { sql: string; params: unknown[] };
  readonly _: { readonly selectedFields: unknown };
  execute(): Promise<unknown[]>;
}

interface Compiled {
  text: string;
  /** The statement's parameters with the placeholders' values put in. */
  params(values: Record<string, unknown>): unknown[];
  decode(row: unknown[]): Record<string, unknown>;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field.sql as unknown as { decoder: Decoder }).decoder;
  throw new Error('a statement may select columns and SQL expressions only');
}

/** Turns a driver value into the field's value; undefined for a field kept as the driver gave it. */
type Mapper = ((raw: unknown) => unknown) | undefined;

/**
 * A field's mapper, found once. Columns drizzle passes through unchanged (text, boolean …) need none; the
 * others are called on their decoder without asking it for the method each time: the columns of an alias or a
 * subquery are proxies, and every property read through one costs.
 */
function mapperOf(decoder: Decoder): Mapper {
  const map = decoder.mapFromDriverValue;
  if (map === Column.prototype.mapFromDriverValue || map === noopDecoder.mapFromDriverValue) return undefined;
  return (raw) => map.call(decoder, raw);
}

interface Leaf {
  /** The field's key, and its key in a nested object (one level, as the statements select). */
  key: string;
  nestedKey?: string;
  map: Mapper;
}

/** The selected fields in the order drizzle writes the select list: the selection object's own order. */
function leavesOf(fields: Record<string, unknown>): Leaf[] {
  const leaves: Leaf[] = [];
  for (const [key, field] of Object.entries(fields)) {
    if (is(field, Column) || is(field, SQL) || is(field, SQL.Aliased)) {
      leaves.push({ key, map: mapperOf(decoderOf(field)) });
      continue;
    }
    for (const [nestedKey, nested] of Object.entries(field as Record<string, unknown>)) {
      leaves.push({ key, nestedKey, map: mapperOf(decoderOf(nested)) });
    }
  }
  return leaves;
}

/**
 * A row decoder for `fields`, by position. A nested object whose values are all null (a row an outer join did
 * not find) becomes null, as drizzle has it.
 */
function rowDecoder(fields: Record<string, unknown>): Compiled['decode'] {
  const leaves = leavesOf(fields);
  // Top-level fields and nested objects, each nested one with the positions of its fields.
  const plain = leaves.flatMap((leaf, index) => (leaf.nestedKey === undefined ? [{ ...leaf, index }] : []));
  const groups = [...new Set(leaves.flatMap((leaf) => (leaf.nestedKey === undefined ? [] : [leaf.key])))].map(
    (key) => ({
      key,
      fields: leaves.flatMap((leaf, index) =>
        leaf.key === key && leaf.nestedKey !== undefined
          ? [{ ...leaf, nestedKey: leaf.nestedKey, index }]
          : [],
      ),
    }),
  );
  const decode = (map: Mapper, raw: unknown) =>
    raw === null || raw === undefined ? null : map === undefined ? raw : map(raw);
  return (row) => {
    const result: Record<string, unknown> = {};
    for (const { key, map, index } of plain) result[key] = decode(map, row[index]);
    for (const { key, fields: nestedFields } of groups) {
      let nested: Record<string, unknown> | null = null;
      for (const { index } of nestedFields) {
        if (row[index] !== null && row[index] !== undefined) {
          nested = {};
          break;
        }
      }
      if (nested !== null) {
        for (const { nestedKey, map, index } of nestedFields) nested[nestedKey] = decode(map, row[index]);
      }
      result[key] = nested;
    }
    return result;
  };
}

function compile(query: Built): Compiled {
  const { sql, params } = query.toSQL();
  return {
    text: sql,
    params: (values) =>
      params.map((param) => {
        if (!is(param, Placeholder)) return param;
        const value = values[param.name];
        if (value === undefined) throw new Error(`no value for the placeholder ${param.name}`);
        return value;
      }),
    decode: rowDecoder(query._.selectedFields as Record<string, unknown>),
  };
}

interface PostgresJsClient {
  unsafe(
    text: string,
    params: unknown[],
    options: { prepare: boolean },
  ): { values(): PromiseLike<unknown[][]> };
}
interface PgliteClient {
  query(text: string, params: unknown[], options: { rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
}

/**
 * A statement written with drizzle's builder (`build`), compiled once per database and run as the driver's
 * prepared statement, its rows decoded with drizzle's own column decoders. Drizzle's own execution decodes every
 * value through a generic walk of the selection, which cost a page of 50 readings more CPU than the rest of the
 * request; this decodes by position with the decoders found once. Values are given by placeholder name.
 */
export function statement<Q extends Built>(build: (db: Database) => Q) {
  type Row = Awaited<ReturnType<Q['execute']>>[number];
  const compiled = new WeakMap<Database, Compiled>();
  return async (db: Database, values: Record<string, unknown>): Promise<Row[]> => {
    let query = compiled.get(db);
    if (query === undefined) {
      query = compile(build(db));
      compiled.set(db, query);
    }
    const client = (db as unknown as { $client?: unknown }).$client;
    const params = query.params(values);
    const rows =
      typeof (client as { unsafe?: unknown }).unsafe === 'function'
        ? await (client as PostgresJsClient).unsafe(query.text, params, { prepare: true }).values()
        : (await (client as PgliteClient).query(query.text, params, { rowMode: 'array' })).rows;
    return rows.map((row) => query.decode(row) as Row);
  };
}
