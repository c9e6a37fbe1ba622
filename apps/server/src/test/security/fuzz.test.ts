/**
 * Property-based fuzzing of every procedure's input over REST and tRPC, and of the HTTP layer (bad JSON,
 * wrong content types, oversize bodies). The procedure's own zod schema is the oracle: input it refuses
 * must answer 400 with a message naming a field it refused; so must a string field holding text PostgreSQL
 * cannot store (U+0000, a lone surrogate half); nothing may ever answer 5xx; and any refused call leaves
 * every table exactly as it was. Strings come from the whole of Unicode.
 */

import { appRouter, procedureTable } from '@celtic/api';
import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type RestRoute, restRoutes } from '../../http/rest';
import { type Answer, errorMessage, send } from '../http';
import { authorisationTable } from './authz-table';
import {
  edgeOfUnicode,
  hasLoneSurrogate,
  hostileString,
  hostileValue,
  htmlPayloads,
  isStorableText,
  sqlPayloads,
  unstorableText,
} from './payloads';
import { openWorld, snapshot, type World } from './world';

const numRuns = Number(process.env.FUZZ_RUNS ?? 12);
const procedures = (appRouter as AnyTRPCRouter)._def.procedures as Record<string, AnyTRPCProcedure>;
const table = procedureTable(appRouter);
const routes = new Map(restRoutes(table).map((route) => [route.procedurePath, route]));
// Roles are checked before input for these: administrators' calls and the premium readings.
// What a call of valid shape may answer; a procedure with a limit of its own (test pushes: 5 an hour per
// account, which the fuzzer's runs spend) may also answer that limit's 429.
const ownLimit = new Set(['push.test']);
const answered = (path: string) =>
  ownLimit.has(path) ? [200, 201, 202, 204, 400, 403, 404, 429] : [200, 201, 202, 204, 400, 403, 404];
const roleFirst = (path: string) => ['admin', 'premium', 'siteOwner'].includes(table.get(path)?.access ?? '');
// Query strings travel in the request line: keep them well under Node's 16 kB header limit.
const maxQueryString = 2000;

let world: World;

beforeAll(async () => {
  world = await openWorld({ RATE_LIMIT_PER_USER: '0', RATE_LIMIT_PER_IP: '0' });
});

afterAll(async () => {
  await world?.close();
});

interface Schema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: { path: PropertyKey[] }[] } };
}

function inputSchema(procedure: AnyTRPCProcedure): Schema {
  const schema = (procedure._def as { inputs: unknown[] }).inputs[0];
  if (!schema) throw new Error('procedure without an input schema');
  return schema as Schema;
}

/** The input's properties as JSON Schema describes them. */
function propertiesOf(schema: Schema): Record<string, { type?: unknown }> {
  const json = z.toJSONSchema(schema as unknown as z.ZodType, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: unknown }>;
  };
  return json.properties ?? {};
}

function fieldsOf(schema: Schema): string[] {
  return Object.keys(propertiesOf(schema));
}

/** The fields the schema takes as text (a sign, a uid, an e-mail, content), as opposed to numbers or flags. */
function stringFieldsOf(schema: Schema): string[] {
  return Object.entries(propertiesOf(schema))
    .filter(([, property]) => property.type === 'string')
    .map(([name]) => name);
}

const plausible = ['me', '1', 'Stag', '2026-11-01', 'A calm day under the rowan.', undefined];

/** An input the schema accepts, made of plausible values (the first found); undefined when none is. */
function acceptedInput(schema: Schema, fields: string[]): Record<string, string> | undefined {
  const combos = fields.reduce<Record<string, string | undefined>[]>(
    (partial, field) => partial.flatMap((input) => plausible.map((value) => ({ ...input, [field]: value }))),
    [{}],
  );
  const defined = (input: Record<string, string | undefined>) =>
    Object.fromEntries(
      Object.entries(input).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
  return combos.map(defined).find((input) => schema.safeParse(input).success);
}

/**
 * Inputs the schema accepts but for one string field holding U+0000 or a lone surrogate half: every string
 * field of every procedure gets both, whatever the random runs draw.
 */
function poisonedExamples(schema: Schema): Record<string, string>[] {
  const base = acceptedInput(schema, fieldsOf(schema));
  if (!base) return [];
  return stringFieldsOf(schema).flatMap((field) => {
    const value = base[field] ?? 'Stag';
    return ['\u0000', '\ud800'].map((bad) => ({
      ...base,
      [field]: `${value.slice(0, 1)}${bad}${value.slice(1)}`,
    }));
  });
}

/** An input object: each known field absent, hostile or plausible, plus fields the server must ignore. */
function inputArbitrary(fields: string[], maxStringLength: number) {
  const value = fc.oneof(
    hostileValue(maxStringLength),
    fc.constantFrom('me', '1', 1, 'Stag', 'wolf', '2026-11-01'),
  );
  const shape = Object.fromEntries(fields.map((field) => [field, value]));
  return fc.record(
    { ...shape, userId: value, role: fc.constantFrom('admin', 'site_owner') },
    { requiredKeys: [] },
  );
}

const asQueryValue = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/**
 * Percent-encodes text for a URL, as encodeURIComponent does. A lone surrogate half has no UTF-8 form: it goes
 * as the three bytes a careless encoder writes for it (WTF-8), which are not UTF-8, so how the server reads
 * them is its own choice (the caller marks such a request inexact).
 */
function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else encoded += encodeURIComponent(char);
  }
  return encoded;
}

/**
 * The REST request for an input, and the input as the server receives it (path and query arrive as text).
 * `exact` is false when a value went into the URL with a lone surrogate half: what the server receives then
 * is not known here.
 */
function restRequest(route: RestRoute, input: Record<string, unknown>) {
  const received: Record<string, unknown> = {};
  let exact = true;
  const encode = (text: string) => {
    if (hasLoneSurrogate(text)) exact = false;
    return percentEncode(text);
  };
  const rest = { ...input };
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) => {
    const text = asQueryValue(rest[name] ?? '') || '-';
    delete rest[name];
    received[name] = text;
    return encode(text);
  });
  if (route.method === 'GET' || route.method === 'DELETE') {
    const pairs: string[] = [];
    const fromQuery: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(rest)) {
      const items = Array.isArray(value) ? value.map(asQueryValue) : [asQueryValue(value)];
      for (const item of items) pairs.push(`${encode(key)}=${encode(item)}`);
      if (items.length > 0) fromQuery[key] = items.length === 1 ? items[0] : items;
    }
    const search = pairs.length > 0 ? `?${pairs.join('&')}` : '';
    return {
      url: `${path}${search}`,
      init: { method: route.method },
      received: { ...fromQuery, ...received },
      exact,
    };
  }
  const hasBody = Object.keys(rest).length > 0;
  const body: Record<string, unknown> = JSON.parse(JSON.stringify(rest));
  return {
    url: path,
    init: {
      method: route.method,
      headers: hasBody ? { 'content-type': 'application/json' } : undefined,
      body: hasBody ? JSON.stringify(rest) : undefined,
    },
    received: { ...(hasBody ? body : {}), ...received },
    exact,
  };
}

/** The tRPC request for an input, and the input as the server receives it (a JSON round trip). */
function trpcRequest(procedurePath: string, isMutation: boolean, input: unknown) {
  const received = input === undefined ? undefined : JSON.parse(JSON.stringify(input));
  if (!isMutation) {
    // JSON.stringify writes a lone surrogate half as a \u escape, so the URL carries it exactly.
    const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return { url: `/trpc/${procedurePath}${search}`, init: {}, received, exact: true };
  }
  return {
    url: `/trpc/${procedurePath}`,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: input === undefined ? undefined : JSON.stringify(input),
    },
    received,
    exact: true,
  };
}

const accountIds = () =>
  [world.user, world.otherUser, world.premium, world.admin, world.siteOwner].map((account) => account.id);

/** Never a 5xx, always the error shape; a refusal changes nothing. */
async function expectSafe(answer: Answer, before: string, where: string) {
  expect(answer.status, `${where}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(errorMessage(answer), `${where}: no message`).toBeTruthy();
    expect(await snapshot(world), `${where}: a refused call changed the database`).toBe(before);
  }
}

describe.each(['REST', 'tRPC'] as const)('fuzzed input over %s', (transport) => {
  it.each(Object.keys(procedures))('%s', async (procedurePath) => {
    const procedure = procedures[procedurePath];
    const route = routes.get(procedurePath);
    if (!procedure || (transport === 'REST' && !route)) throw new Error(`${procedurePath}: no route`);
    const isMutation = procedure._def.type === 'mutation';
    const schema = inputSchema(procedure);
    const fields = fieldsOf(schema);
    const sendsBody =
      transport === 'REST' ? route?.method !== 'GET' && route?.method !== 'DELETE' : isMutation;
    const maxStringLength = sendsBody ? 12_000 : 600;
    const whole = fc.oneof(
      { weight: 6, arbitrary: inputArbitrary(fields, maxStringLength) },
      // tRPC takes any JSON as the input itself; REST always builds an object.
      { weight: transport === 'tRPC' ? 1 : 0, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    );
    const callers = fc.constantFrom('user' as const, 'siteOwner' as const);
    const stringFields = stringFieldsOf(schema);
    const streamedOverTrpc =
      transport === 'tRPC' && authorisationTable[procedurePath]?.expectOverTrpc !== undefined;

    await fc.assert(
      fc.asyncProperty(whole, callers, async (input, callerName) => {
        // Deleting one's own account is done by an account made for that call, so the world's stay.
        const caller =
          procedurePath === 'user.deleteMe' ? await world.newAccount(callerName) : world[callerName];
        const request =
          transport === 'REST' && route
            ? restRequest(route, input as Record<string, unknown>)
            : trpcRequest(procedurePath, isMutation, input);
        if (request.url.length > maxQueryString + 200 && !sendsBody) return;
        // Deleting one of the test's own accounts would make its next call sign in again (a new row).
        const target = (request.received as { id?: unknown } | undefined)?.id;
        const targetId =
          typeof target === 'number' || typeof target === 'string' ? Number(target) : Number.NaN;
        // Likewise for a role change of one of them (it would change what later calls may do).
        fc.pre(
          !(
            (procedurePath === 'admin.deleteUser' || procedurePath === 'admin.setRole') &&
            accountIds().includes(targetId)
          ),
        );
        const before = await snapshot(world);
        const headers = { ...(request.init.headers ?? {}), authorization: caller.bearer };
        const answer = await send(`${world.server.url}${request.url}`, { ...request.init, headers });
        const where = `${transport} ${procedurePath} ${request.url.slice(0, 120)}`;
        await expectSafe(answer, before, where);
        // A streamed answer (the export) over tRPC's plain link is 415 "use httpBatchStreamLink" once the call
        // was accepted: that is its success here.
        const status = streamedOverTrpc && answer.status === 415 ? 200 : answer.status;
        const verdict = schema.safeParse(request.received);
        const received = request.received as Record<string, unknown> | undefined;
        const unstorable =
          typeof received === 'object' && received !== null && !Array.isArray(received)
            ? stringFields.filter((field) => {
                const value = received[field];
                return typeof value === 'string' && !isStorableText(value);
              })
            : [];
        if (!request.exact) {
          // Bytes that are not UTF-8 in the URL: a malformed request, which may be refused before routing.
          expect(answered(procedurePath), where).toContain(status);
        } else if (roleFirst(procedurePath) && callerName === 'user') {
          // Roles are checked before input: a plain user never learns what such a call would accept.
          expect(status, where).toBe(403);
        } else if (!verdict.success) {
          expect(status, `${where}: the schema refuses this input`).toBe(400);
          const named = verdict.error.issues.map((issue) => String(issue.path[0] ?? 'input'));
          const message = errorMessage(answer) ?? '';
          expect(
            // The field itself (`keys:`) or a field inside it (`keys.auth:`).
            named.some((field) => message.includes(`${field}:`) || message.includes(`${field}.`)),
            `${where}: "${message}" names none of ${named}`,
          ).toBe(true);
        } else if (unstorable.length > 0) {
          // Such text must never reach the database: refused (400 naming the field; 403 or 404 for whom or
          // what it names), or used without being stored, never stored altered.
          expect(answered(procedurePath), where).toContain(status);
          if (status === 400) {
            const message = errorMessage(answer) ?? '';
            expect(
              unstorable.some((field) => message.includes(`${field}:`)),
              `${where}: "${message}" names none of ${unstorable}`,
            ).toBe(true);
          }
          expect(
            await snapshot(world),
            `${where}: ${unstorable.join(', ')} held text PostgreSQL cannot store, and something was written`,
          ).toBe(before);
        } else {
          expect(answered(procedurePath), where).toContain(status);
        }
      }),
      {
        numRuns,
        examples: poisonedExamples(schema).map((input): [fc.JsonValue, 'siteOwner'] => [input, 'siteOwner']),
      },
    );
  });
});

describe('fuzzed bodies', () => {
  const routesWithBody = restRoutes(procedureTable(appRouter)).filter(
    (route) => route.method !== 'GET' && route.method !== 'DELETE',
  );
  const methodOf = new Map<string, string>(
    routesWithBody.map((route) => [route.url.replace(/:(\w+)/g, '1'), route.method]),
  );
  const bodyRoutes = [...methodOf.keys(), '/trpc/readings.create', '/trpc/compatibility.check'];
  const post = (path: string, init: RequestInit) =>
    send(`${world.server.url}${path}`, {
      ...init,
      method: methodOf.get(path) ?? 'POST',
      headers: { ...(init.headers as Record<string, string>), authorization: world.user.bearer },
    });

  it('answers text that is not JSON with 400 naming JSON, changing nothing', async () => {
    const notJson = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }).filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return text.trim() !== '';
      }
    });
    await fc.assert(
      fc.asyncProperty(notJson, fc.constantFrom(...bodyRoutes), async (body, path) => {
        const before = await snapshot(world);
        const answer = await post(path, { headers: { 'content-type': 'application/json' }, body });
        expect(answer.status, answer.text).toBe(400);
        expect(errorMessage(answer)).toMatch(/JSON/);
        expect(await snapshot(world)).toBe(before);
      }),
      { numRuns: numRuns * 2 },
    );
  });

  it('answers any other content type with 415, changing nothing', async () => {
    const contentType = fc.oneof(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'text/html',
        'application/jsonp',
        'json',
      ),
      fc
        .stringMatching(/^[a-z]{1,10}\/[a-z0-9.+-]{1,15}$/)
        .filter((type) => !type.startsWith('application/json')),
    );
    await fc.assert(
      fc.asyncProperty(contentType, fc.constantFrom(...bodyRoutes), async (type, path) => {
        const before = await snapshot(world);
        const answer = await post(path, {
          headers: { 'content-type': type },
          body: '{"content":"x","zodiacSign":"Cat"}',
        });
        expect(answer.status, `${type} ${path}: ${answer.text}`).toBe(415);
        expect(errorMessage(answer)).toMatch(/content type/i);
        expect(await snapshot(world)).toBe(before);
      }),
      { numRuns: numRuns * 2 },
    );
  });

  it('answers bodies over 64 kB with 413, changing nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 64 * 1024 + 1, max: 512 * 1024 }),
        fc.constantFrom(...bodyRoutes),
        async (size, path) => {
          const before = await snapshot(world);
          const body = JSON.stringify({ content: 'x'.repeat(size), zodiacSign: 'Cat' });
          const answer = await post(path, { headers: { 'content-type': 'application/json' }, body });
          expect(answer.status).toBe(413);
          expect(errorMessage(answer)).toBe('Body is larger than 64 kB');
          expect(await snapshot(world)).toBe(before);
        },
      ),
      { numRuns: Math.max(4, Math.ceil(numRuns / 2)) },
    );
  });
});

describe('hostile text that is valid input', () => {
  it('is stored and returned exactly as text, touching nothing else', async () => {
    const payload = fc
      .oneof(fc.constantFrom(...sqlPayloads, ...htmlPayloads, ...edgeOfUnicode), hostileString(2000))
      .filter((text) => text.trim() !== '' && isStorableText(text));
    await fc.assert(
      fc.asyncProperty(payload, async (content) => {
        const before = JSON.parse(await snapshot(world)) as string[][];
        const answer = await send(`${world.server.url}/api/readings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: world.otherUser.bearer },
          body: JSON.stringify({ content, zodiacSign: 'Wren' }),
        });
        expect(answer.status, answer.text).toBe(200);
        const saved = answer.json as { id: number; content: string };
        expect(saved.content).toBe(content.trim());
        const list = await send(`${world.server.url}/api/readings/me?limit=1`, {
          headers: { authorization: world.otherUser.bearer },
        });
        expect((list.json as { id: number; content: string }[])[0]).toMatchObject({
          id: saved.id,
          content: content.trim(),
        });
        const after = JSON.parse(await snapshot(world)) as string[][];
        // Only the readings table (index 1) gained exactly this row.
        expect(after.filter((_rows, index) => index !== 1)).toEqual(
          before.filter((_rows, index) => index !== 1),
        );
        expect(after[1]?.length).toBe((before[1]?.length ?? 0) + 1);
      }),
      { numRuns: numRuns * 2 },
    );
  });
});

describe('text PostgreSQL cannot hold', () => {
  const transports = [
    { name: 'REST POST /api/readings', path: '/api/readings' },
    { name: 'tRPC readings.create', path: '/trpc/readings.create' },
  ];
  const cases = transports.flatMap((transport) =>
    unstorableText.map((content) => ({ ...transport, content, shown: JSON.stringify(content) })),
  );

  it.each(cases)('$name with content $shown answers 400 naming content, storing nothing', async (call) => {
    const before = await snapshot(world);
    const answer = await send(`${world.server.url}${call.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: world.user.bearer },
      body: JSON.stringify({ content: call.content, zodiacSign: 'Wren' }),
    });
    expect(answer.status, answer.text).toBe(400);
    expect(errorMessage(answer)).toContain('content:');
    expect(await snapshot(world)).toBe(before);
  });
});
