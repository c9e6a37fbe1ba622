import type { Database } from '../client';

/**
 * One prepared query per database (or transaction) object, built on first use. Building a query with drizzle
 * allocates objects for every column and condition; a prepared one only binds its parameters, which took drizzle
 * from a large share of the memory a write allocated to a small one (and with it the garbage promoted under load).
 */
export function preparedFor<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const prepared = new WeakMap<Database, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
