/**
 * Idempotency keys over real HTTP, REST and tRPC, with real emulator ID tokens, on PGlite (and PostgreSQL when
 * TEST_DATABASE_URL is set). Two instances over one PostgreSQL are in multi-instance.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  databaseKinds,
  openTestDatabase,
  type SignedIn,
  signIn,
  startTestServer,
  type TestDatabase,
  type TestServer,
  uniqueEmail,
} from '../test/helpers';

interface Answer {
  status: number;
  body: { id?: number; message?: string; code?: string } & Record<string, unknown>;
  text: string;
}

describe.each(databaseKinds)('idempotency keys on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: SignedIn;
  let bob: SignedIn;

  async function call(
    method: string,
    path: string,
    as: SignedIn,
    json: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${as.idToken}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(json),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {}, text };
  }

  const save = (as: SignedIn, key: string | undefined, content = 'A quiet day') =>
    call(
      'POST',
      '/api/readings',
      as,
      { content, zodiacSign: 'Salmon' },
      key ? { 'idempotency-key': key } : {},
    );

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startTestServer(database.handle);
    [alice, bob] = await Promise.all([
      signIn({ email: uniqueEmail('alice'), name: 'Alice' }),
      signIn({ email: uniqueEmail('bob'), name: 'Bob' }),
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('POST /api/readings with a repeated Idempotency-Key answers the first reading and stores one', async () => {
    const before = await countRows(database.handle, 'readings');
    const first = await save(alice, 'rest-save-1');
    expect(first.status, first.text).toBe(200);
    const again = await save(alice, 'rest-save-1');
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await countRows(database.handle, 'readings')).toBe(before + 1);
  });

  it('answers 422 for the same key with another body, and stores nothing', async () => {
    await save(alice, 'rest-save-2', 'first text');
    const before = await countRows(database.handle, 'readings');
    const other = await save(alice, 'rest-save-2', 'other text');
    expect(other.status, other.text).toBe(422);
    expect(other.body).toEqual({
      message: 'Idempotency-Key was already used with a different request',
      code: 'UNPROCESSABLE_CONTENT',
    });
    expect(await countRows(database.handle, 'readings')).toBe(before);
  });

  it('keeps keys per user', async () => {
    const mine = await save(alice, 'rest-shared');
    const theirs = await save(bob, 'rest-shared');
    expect(theirs.status).toBe(200);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('POST /api/compatibility replays the first check for a repeated key', async () => {
    const before = await countRows(database.handle, 'compatibility_checks');
    const body = { firstSign: 'Wolf', secondSign: 'Swan' };
    const first = await call('POST', '/api/compatibility', alice, body, { 'idempotency-key': 'rest-check' });
    const again = await call('POST', '/api/compatibility', alice, body, { 'idempotency-key': 'rest-check' });
    expect(first.status, first.text).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await countRows(database.handle, 'compatibility_checks')).toBe(before + 1);
  });

  it('the tRPC field and the REST header share one key space', async () => {
    const response = await fetch(`${server.url}/trpc/readings.create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'via tRPC', zodiacSign: 'Salmon', idempotencyKey: 'both-ways' }),
    });
    const trpc = (await response.json()) as { result: { data: unknown } };
    expect(response.status).toBe(200);
    const rest = await save(alice, 'both-ways', 'via tRPC');
    expect(rest.body).toEqual(trpc.result.data);
  });

  it('refuses a malformed key and a key that differs from the body’s, naming the header', async () => {
    const bad = await save(alice, 'has space');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^idempotencyKey: Expected 1 to 255 visible ASCII characters/);
    const clash = await call(
      'POST',
      '/api/readings',
      alice,
      { content: 'x', zodiacSign: 'Salmon', idempotencyKey: 'a' },
      { 'idempotency-key': 'b' },
    );
    expect(clash.status).toBe(400);
    expect(clash.body.message).toMatch(/^Idempotency-Key: /);
  });

  it('documents the header on both creating writes in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    for (const path of ['/readings', '/compatibility']) {
      const parameters = doc.paths[path]?.post?.parameters ?? [];
      expect(parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'Idempotency-Key' }));
    }
  });
});
