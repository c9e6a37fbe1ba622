/** Looks for every acknowledged write in the database itself, bypassing the server. */
import { createDb } from '@celtic/db';
import postgres from 'postgres';
import type { Acknowledged } from './load';

export interface Durability {
  acknowledgedReadings: number;
  missingReadings: number;
  alteredReadings: number;
  acknowledgedChecks: number;
  missingChecks: number;
}

interface Rows {
  readings: Map<number, string>;
  checks: Set<number>;
}

function compare(rows: Rows, readings: Acknowledged[], checks: number[]): Durability {
  let missing = 0;
  let altered = 0;
  for (const reading of readings) {
    const stored = rows.readings.get(reading.id);
    if (stored === undefined) missing += 1;
    else if (stored !== reading.content) altered += 1;
  }
  return {
    acknowledgedReadings: readings.length,
    missingReadings: missing,
    alteredReadings: altered,
    acknowledgedChecks: checks.length,
    missingChecks: checks.filter((id) => !rows.checks.has(id)).length,
  };
}

export async function verifyPostgres(
  url: string,
  readings: Acknowledged[],
  checks: number[],
): Promise<Durability> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const readingRows = await sql<{ id: number; content: string }[]>`select id, content from readings`;
    const checkRows = await sql<{ id: number }[]>`select id from compatibility_checks`;
    return compare(
      {
        readings: new Map(readingRows.map((row) => [row.id, row.content])),
        checks: new Set(checkRows.map((row) => row.id)),
      },
      readings,
      checks,
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Opens the PGlite folder as a restarted server would (WAL replay included) and reads it. */
export async function verifyPglite(
  dataDir: string,
  readings: Acknowledged[],
  checks: number[],
): Promise<Durability> {
  const handle = await createDb({ dataDir });
  try {
    // @celtic/db has no "all rows" query; PGlite's client answers plain SQL.
    const client = (handle.db as unknown as { $client: { query<T>(sql: string): Promise<{ rows: T[] }> } })
      .$client;
    const readingRows = await client.query<{ id: number; content: string }>(
      'select id, content from readings',
    );
    const checkRows = await client.query<{ id: number }>('select id from compatibility_checks');
    return compare(
      {
        readings: new Map(readingRows.rows.map((row) => [row.id, row.content])),
        checks: new Set(checkRows.rows.map((row) => row.id)),
      },
      readings,
      checks,
    );
  } finally {
    await handle.close();
  }
}
