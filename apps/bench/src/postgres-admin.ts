import postgres from 'postgres';

export const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

/** True when PostgreSQL answers at `url`. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** The URL of database `name` on the server `url` points at. */
export function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

const safeName = /^[a-z_][a-z0-9_]{0,62}$/;

async function withAdmin<T>(url: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Drops and creates database `name`; resolves to its URL. */
export async function recreateDatabase(url: string, name: string): Promise<string> {
  if (!safeName.test(name)) throw new Error(`unsafe database name ${name}`);
  await withAdmin(url, async (sql) => {
    await sql.unsafe(`drop database if exists ${name} with (force)`);
    await sql.unsafe(`create database ${name}`);
  });
  return databaseUrl(url, name);
}

/** Creates database `name` unless it exists; resolves to its URL. */
export async function ensureDatabase(url: string, name: string): Promise<string> {
  if (!safeName.test(name)) throw new Error(`unsafe database name ${name}`);
  await withAdmin(url, async (sql) => {
    const [row] = await sql`select 1 as found from pg_database where datname = ${name}`;
    if (!row) await sql.unsafe(`create database ${name}`);
  });
  return databaseUrl(url, name);
}
