import type { Database } from '../client';

/** A query builder that drizzle can prepare (select, insert, update, delete, with or without CTEs). */
interface Preparable<P> {
  prepare(name: string): P;
}

/**
 * A statement written with drizzle's builder (`build`), prepared by drizzle once per database under `name` and
 * run with its placeholders' values: `statement('caller', (db) => …)(db).execute({ uid })`. The builder needs
 * the database, which exists only at run time, so each database keeps its own prepared copy.
 */
export function statement<P>(name: string, build: (db: Database) => Preparable<P>): (db: Database) => P {
  const prepared = new WeakMap<Database, P>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db).prepare(name);
      prepared.set(db, query);
    }
    return query;
  };
}
