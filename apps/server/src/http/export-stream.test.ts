/** The data export over tRPC streams as it does over REST: the server never holds it whole. */
import type { AppRouter } from '@celtic/api';
import { createTRPCClient, httpBatchStreamLink } from '@trpc/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openTestDatabase,
  signIn,
  startTestServer,
  type TestDatabase,
  type TestServer,
  uniqueEmail,
} from '../test/helpers';

const readingCount = 3000;

describe.each(databaseKinds)('the export over tRPC on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let bearer = '';

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startTestServer(database.handle, { RATE_LIMIT_EXPORTS_PER_HOUR: '0' });
    const user = await signIn({ email: uniqueEmail('stream'), name: 'Streamer' });
    bearer = `Bearer ${user.idToken}`;
    const me = await fetch(`${server.url}/api/users/me`, { headers: { authorization: bearer } });
    const { id } = (await me.json()) as { id: number };
    // ~300 bytes a reading: the export is about a megabyte.
    await database.handle.db.execute(sql`
      insert into readings (user_id, content, zodiac_sign, is_favorite, reading_date)
      select ${id}, 'Day ' || g || ': the hawk circles over the oak grove; keep to the path you chose. ' ||
                    repeat('The salmon leaps the weir. ', 8),
             'Wren', g % 7 = 0, now() - make_interval(mins => g)
      from generate_series(1, ${readingCount}) g`);
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('is sent as it is read (chunked, no Content-Length), in several pieces, and is whole', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: {} }));
    const response = await fetch(`${server.url}/trpc/user.exportMe?batch=1&input=${input}`, {
      headers: { authorization: bearer, 'trpc-accept': 'application/jsonl' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    let pieces = 0;
    let bytes = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      pieces += 1;
      bytes += read.value.byteLength;
    }
    expect(pieces).toBeGreaterThan(1);
    expect(bytes).toBeGreaterThan(readingCount * 100);
  });

  it("reads whole through the web app's link (httpBatchStreamLink)", async () => {
    const client = createTRPCClient<AppRouter>({
      links: [httpBatchStreamLink({ url: `${server.url}/trpc`, headers: { authorization: bearer } })],
    });
    let text = '';
    // The procedure's output type is the export's shape; what arrives is its text, piece by piece.
    for await (const piece of (await client.user.exportMe.query()) as AsyncIterable<string>) text += piece;
    const data = JSON.parse(text) as { readings: { content: string }[] };
    expect(data.readings).toHaveLength(readingCount);
    expect(new Set(data.readings.map((reading) => reading.content)).size).toBe(readingCount);
  });
});
