import { createReadingAsCaller, type Database, listReadingsAsCaller } from '@celtic/db';
import { drizzle } from 'drizzle-orm/postgres-js';

/**
 * A statement as the server sends it to PostgreSQL, for the bare baseline to send the same: its SQL text and its
 * parameters, each a value or `{ body, otherwise }`, the request body's field `body` (`otherwise` when absent).
 */
export interface ServerStatement {
  text: string;
  params: unknown[];
}

const mark = (name: string) => `\u0000${name}`;

/**
 * Runs one of the server's query functions against a client that keeps what it is sent and answers no rows:
 * the text and parameters are then exactly those of the server, whatever the query function builds.
 */
async function record(run: (db: Database) => Promise<unknown>): Promise<ServerStatement> {
  let sent: ServerStatement | undefined;
  const client = {
    // What drizzle's postgres.js driver sets its type parsers on.
    options: { parsers: {}, serializers: {} },
    unsafe(text: string, params: unknown[]) {
      sent = { text, params };
      return { values: async () => [] };
    },
  };
  await run(drizzle({ client: client as never }) as unknown as Database);
  if (!sent) throw new Error('the query function sent no statement');
  return sent;
}

/** Puts the caller's uid in, and marks the parameters the request body gives. */
function fill(statement: ServerStatement, uid: string, body: Record<string, unknown> = {}): ServerStatement {
  return {
    text: statement.text,
    params: statement.params.map((param) => {
      if (param === mark('uid')) return uid;
      const field = Object.keys(body).find((name) => param === mark(name));
      return field === undefined ? param : { body: field, otherwise: body[field] };
    }),
  };
}

/** The statement of `GET /api/readings/me` for the caller `uid`: their first page of `limit` readings. */
export async function listStatement(uid: string, limit: number): Promise<ServerStatement> {
  const sent = await record((db) => listReadingsAsCaller(db, { uid: mark('uid'), owner: null, limit }));
  return fill(sent, uid);
}

/**
 * The statement of `POST /api/readings` (no idempotency key) for the caller `uid`: the reading's fields come from
 * each request's body; a body without `isFavorite` saves false, as the procedure does.
 */
export async function saveStatement(uid: string): Promise<ServerStatement> {
  const sent = await record((db) =>
    createReadingAsCaller(db, {
      uid: mark('uid'),
      content: mark('content'),
      zodiacSign: mark('zodiacSign') as never,
      isFavorite: mark('isFavorite') as never,
      kind: mark('kind') as never,
      period: mark('period') as never,
    }),
  );
  // A body without a kind and period saves a text held to no one copy, as the procedure does.
  return fill(sent, uid, { content: null, zodiacSign: null, isFavorite: false, kind: null, period: null });
}
