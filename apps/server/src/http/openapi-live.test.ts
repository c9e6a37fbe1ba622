/**
 * The OpenAPI document says what is sent: for every documented path, method and response status, the live
 * server is made to give that answer, and its body is validated against the document's schema (JSON Schema
 * 2020-12, Ajv). How each status is produced is one entry of `producers`; a documented status no producer can
 * give fails the test unless `unproducible` says why. A new error answer is one entry there.
 */
import { randomBytes } from 'node:crypto';
import { appRouter, type ProcedureRule, procedureTable } from '@celtic/api';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../test/helpers';
import { type Answer, restCall, send } from '../test/http';
import { authorisationTable, type SignedInCaller } from '../test/security/authz-table';
import { type Account, openWorld, type World } from '../test/security/world';
import { fastifyUrl } from './rest';

interface Operation {
  path: string;
  method: string;
  rule: ProcedureRule & { rest: NonNullable<ProcedureRule['rest']> };
  parameters: { in: string; name: string }[];
  responses: Record<
    string,
    { content?: Record<string, { schema: unknown }>; headers?: Record<string, { required?: boolean }> }
  >;
  security?: unknown[];
}

/** A call to make: by whom, with what input; `server` and `body` when not the main server and JSON input. */
interface Call {
  caller: SignedInCaller | 'none';
  input: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Sent as is instead of the input's JSON. */
  body?: string;
  /** This very account, even where the table makes a new one for each call (a call on the caller's account). */
  account?: Account;
}

const table = procedureTable(appRouter);
const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');
// Who to ask first for a success, and for a missing id (a caller who may act on anyone's).
const leastFirst = ['user', 'otherUser', 'premium', 'admin', 'siteOwner'] as const;
const mostFirst = [...leastFirst].reverse();

let world: World;
let document: {
  paths: Record<string, Record<string, Omit<Operation, 'path' | 'method' | 'rule'>>>;
  components: unknown;
};
let operations: Operation[];
let limited: { database: TestDatabase; server: TestServer };
let faulty: TestServer;
/** What the faulty server's database throws on every query, when set. */
let fault: (() => Error) | undefined;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);

beforeAll(async () => {
  world = await openWorld();
  const served = await send(`${world.server.url}/api/openapi.json`);
  expect(served.status).toBe(200);
  document = served.json as typeof document;
  ajv.addSchema(document as object, 'openapi.json');
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const rule = [...table.values()].find(
        (candidate) =>
          candidate.rest?.method === method.toUpperCase() && shape(candidate.rest.path) === shape(path),
      );
      if (!rule?.rest) throw new Error(`${method} ${path}: no procedure`);
      return {
        ...operation,
        parameters: operation.parameters ?? [],
        path,
        method,
        rule: { ...rule, rest: rule.rest },
      };
    }),
  );
  // Every call counted at once: the second call of an IP is over the limit.
  const database = await openTestDatabase('pglite');
  limited = {
    database,
    server: await startTestServer(database.handle, {
      RATE_LIMIT_PER_IP: '1',
      RATE_LIMIT_EXPORTS_PER_HOUR: '1',
      RATE_LIMIT_COMPUTE_PER_MINUTE: '1',
      // A public read's own limit, per address (counted in the store in front of Fastify too).
      ANONYMOUS_READS_PER_MINUTE: '1',
    }),
  };
  const { db } = world.database.handle;
  // Every way a statement reaches the database: drizzle's builders, and the driver itself (`$client`).
  const failing = withFault(db, ['select', 'insert', 'update', 'delete', 'execute', 'transaction']);
  Object.defineProperty(failing, '$client', {
    value: withFault((db as unknown as { $client: object }).$client, [
      'query',
      'exec',
      'unsafe',
      'transaction',
    ]),
  });
  faulty = await startTestServer({ db: failing, ping: () => Promise.resolve() });
});

/** `target` whose `methods` throw `fault()` while a fault is set. */
function withFault<T extends object>(target: T, methods: string[]): T {
  const own: Record<string, unknown> = {};
  return new Proxy(target, {
    get(object, property, receiver) {
      if (typeof property === 'string' && property in own) return own[property];
      const value = Reflect.get(object, property, receiver);
      if (typeof value !== 'function' || !methods.includes(String(property))) return value;
      return (...args: unknown[]) => {
        if (fault) throw fault();
        return value.apply(object, args);
      };
    },
    defineProperty(_object, property, descriptor) {
      own[String(property)] = descriptor.value;
      return true;
    },
  });
}

afterAll(async () => {
  await faulty?.close();
  await limited?.server.close();
  await limited?.database.dispose();
  await world?.close();
});

const rowOf = (operation: Operation) => {
  const row = authorisationTable[operation.rule.path];
  if (!row) throw new Error(`${operation.rule.path}: no row in the authorisation table`);
  return row;
};

/** The first caller the authorisation table gives `status` (a success: below 300), or undefined. */
function callerWith(
  operation: Operation,
  matches: (status: number) => boolean,
  order: readonly SignedInCaller[] = leastFirst,
): SignedInCaller | 'none' | undefined {
  if (operation.rule.access === 'public') return matches(200) ? 'none' : undefined;
  const row = rowOf(operation);
  return order.find((who) => matches(row.expect[who]));
}

async function succeeding(
  operation: Operation,
  order: readonly SignedInCaller[] = leastFirst,
): Promise<Call> {
  const caller = callerWith(operation, (status) => status < 300, order);
  if (!caller) throw new Error(`${operation.rule.path}: no caller succeeds`);
  return { caller, input: await rowOf(operation).input(world) };
}

async function bearerOf(operation: Operation, call: Call): Promise<string | undefined> {
  const { caller } = call;
  if (call.account) return call.account.bearer;
  if (caller === 'none') return undefined;
  const account: Account = rowOf(operation).ownAccount ? await world.newAccount(caller) : world[caller];
  return account.bearer;
}

async function make(operation: Operation, call: Call, serverUrl = world.server.url): Promise<Answer> {
  const authorization = await bearerOf(operation, call);
  const route = { method: operation.rule.rest.method, url: fastifyUrl(operation.rule.rest.path) };
  if (call.body === undefined && (call.headers === undefined || route.method === 'GET'))
    return restCall(serverUrl, route, call.input, authorization, call.headers);
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(call.input[name])),
  );
  return send(`${serverUrl}${path}`, {
    method: route.method,
    headers: { 'content-type': 'application/json', ...(authorization && { authorization }), ...call.headers },
    body: call.body ?? JSON.stringify(call.input),
  });
}

/** The input with every documented field refused: path parameters 0, the query and the body's fields empty. */
function refusedInput(operation: Operation, input: Record<string, unknown>): Record<string, unknown> {
  const pathNames = new Set(operation.rule.rest.path.match(/\{(\w+)\}/g)?.map((name) => name.slice(1, -1)));
  const refused: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input))
    refused[name] = pathNames.has(name) ? 0 : value === undefined ? value : '';
  for (const parameter of operation.parameters) if (parameter.in === 'query') refused[parameter.name] = '';
  return refused;
}

/** Inputs that repeat an idempotent write's key with another request. */
const otherRequest: Record<string, Record<string, unknown>> = {
  'readings.create': { content: 'Another reading under the same key', zodiacSign: 'Cat' },
  'compatibility.check': { firstSign: 'Wolf', secondSign: 'Stag' },
};

/** The call that makes each 409: the only site owner leaving, or stepping down. */
const conflicts: Record<string, (world: World, operation: Operation) => Call | Promise<Call>> = {
  'user.deleteMe': (w) => ({ caller: 'siteOwner', input: {}, account: w.siteOwner }),
  // A key whose reading was deleted since: the repeat answers 409 without the reading.
  'readings.create': async (w, operation) => {
    const call: Call = {
      caller: 'user',
      input: { content: 'saved, then deleted', zodiacSign: 'Wolf' },
      headers: { 'idempotency-key': `gone-${randomBytes(6).toString('hex')}` },
      account: w.user,
    };
    const saved = await make(operation, call);
    expect(saved.status, saved.text).toBe(200);
    const { id } = saved.json as { id: number };
    const deleted = await send(`${w.server.url}/api/readings/${id}`, {
      method: 'DELETE',
      headers: { authorization: w.user.bearer },
    });
    expect(deleted.status).toBe(204);
    return call;
  },
  'admin.setRole': (w) => ({
    caller: 'siteOwner',
    input: { id: w.siteOwner.id, role: 'admin', reason: 'stepping down' },
  }),
  // An account holding its 10 keys makes an 11th.
  'keys.create': async (w, operation) => {
    const account = await w.newAccount('user');
    for (let index = 0; index < 10; index += 1) {
      const made = await make(operation, { caller: 'user', input: { name: `key ${index}` }, account });
      expect(made.status, made.text).toBe(201);
    }
    return { caller: 'user', input: { name: 'the eleventh' }, account };
  },
};

type Producer = (operation: Operation) => Promise<Answer>;

async function onFaultyServer(operation: Operation, error: () => Error): Promise<Answer> {
  const call = await succeeding(operation);
  fault = error;
  try {
    return await make(operation, call, faulty.url);
  } finally {
    fault = undefined;
  }
}

/** How each documented status is produced. */
const producers: Record<number, Producer> = {
  200: async (operation) => make(operation, await succeeding(operation)),
  201: async (operation) => make(operation, await succeeding(operation)),
  202: async (operation) => make(operation, await succeeding(operation)),
  204: async (operation) => make(operation, await succeeding(operation)),
  400: async (operation) => {
    const call = await succeeding(operation);
    return make(operation, { ...call, input: refusedInput(operation, call.input) });
  },
  401: async (operation) =>
    make(operation, {
      caller: 'none',
      input: await rowOf(operation).input(world),
      // A public read takes no sign-in: its 401 is a key that is none of ours.
      ...(operation.rule.access === 'public' && { headers: { 'x-api-key': 'cz_live_not-a-key' } }),
    }),
  403: async (operation) => {
    const caller = callerWith(operation, (status) => status === 403);
    if (!caller || caller === 'none') throw new Error(`${operation.rule.path}: no caller gets 403`);
    return make(operation, { caller, input: await rowOf(operation).input(world) });
  },
  404: async (operation) => {
    const caller = callerWith(operation, (status) => status === 404);
    const input = await rowOf(operation).input(world);
    if (caller && caller !== 'none') return make(operation, { caller, input });
    // A missing id, by a caller who may act on any.
    const call = await succeeding(operation, mostFirst);
    return make(operation, { ...call, input: { ...call.input, id: 2_000_000_000 } });
  },
  409: async (operation) => {
    const conflict = conflicts[operation.rule.path];
    if (!conflict) throw new Error(`${operation.rule.path}: no conflict to make`);
    return make(operation, await conflict(world, operation));
  },
  413: async (operation) => {
    const call = await succeeding(operation);
    return make(operation, { ...call, body: JSON.stringify({ padding: 'x'.repeat(65 * 1024) }) });
  },
  415: async (operation) => {
    const call = await succeeding(operation);
    return make(operation, {
      ...call,
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(call.input),
    });
  },
  422: async (operation) => {
    const call = await succeeding(operation);
    const other = otherRequest[operation.rule.path];
    if (!other) throw new Error(`${operation.rule.path}: no other request for its key`);
    const headers = { 'idempotency-key': `live-${randomBytes(6).toString('hex')}` };
    expect((await make(operation, { ...call, headers })).status).toBe(200);
    return make(operation, { ...call, input: other, headers });
  },
  429: async (operation) => {
    const call = { caller: 'none' as const, input: await rowOf(operation).input(world) };
    const first = await make(operation, call, limited.server.url);
    if (first.status === 429) return first;
    // A shared answer is served again from the store, uncounted: the second call names another day.
    const { period } = operation.rule;
    const day = period ? call.input[period] : undefined;
    const again =
      period && typeof day === 'string'
        ? { ...call, input: { ...call.input, [period]: dayBefore(day) } }
        : call;
    return make(operation, again, limited.server.url);
  },
  500: (operation) => onFaultyServer(operation, () => new Error('a bug in a query')),
  503: (operation) =>
    onFaultyServer(operation, () =>
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ),
};

const dayBefore = (day: string) => new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);

/** Documented statuses no producer can give here, and why. Keep it short and true. */
const unproducible: { status: number; applies: (rule: ProcedureRule) => boolean; reason: string }[] = [
  {
    status: 503,
    applies: (rule) => rule.shed && rule.access === 'public' && !rule.needsDatabase,
    reason: 'shed while the event loop lags: guards/load-shedding.test.ts lags it and checks the answer',
  },
  {
    status: 500,
    applies: (rule) => rule.access === 'public' && !rule.needsDatabase,
    reason:
      'answered from memory with no database or token to fail: only a bug gives 500 (same body as every 500)',
  },
];

/** The response's JSON schema, its references resolved in the served document. */
function validatorOf(schema: unknown): ValidateFunction {
  const rebased = JSON.parse(
    JSON.stringify(schema).replaceAll('"$ref":"#/', '"$ref":"openapi.json#/'),
  ) as object;
  return ajv.compile(rebased);
}

function checkAgainstDocument(operation: Operation, status: string, answer: Answer): void {
  const where = `${operation.method.toUpperCase()} ${operation.path} ${status}`;
  expect(answer.status, `${where}: ${answer.text.slice(0, 300)}`).toBe(Number(status));
  for (const [name, header] of Object.entries(operation.responses[status]?.headers ?? {})) {
    if (header.required) expect(answer.headers.get(name), `${where}: header ${name}`).not.toBeNull();
  }
  const content = operation.responses[status]?.content;
  if (!content) {
    expect(answer.text, where).toBe('');
    return;
  }
  const [type, media] = Object.entries(content)[0] ?? [];
  expect(answer.headers.get('content-type'), where).toContain(type);
  if (type !== 'application/json') {
    expect(answer.text.length, where).toBeGreaterThan(0);
    return;
  }
  const validate = validatorOf(media?.schema);
  const valid = validate(JSON.parse(answer.text));
  expect(valid ? [] : validate.errors, `${where}: ${answer.text.slice(0, 300)}`).toEqual([]);
}

describe('the OpenAPI document against the live server', () => {
  it("asks for a token exactly where the procedure's access does, and takes a key on public reads", () => {
    for (const operation of operations) {
      const where = `${operation.method.toUpperCase()} ${operation.path}`;
      expect(operation.security, where).toEqual(
        operation.rule.access !== 'public'
          ? [{ Authorization: [] }]
          : operation.rule.metered
            ? [{}, { ApiKey: [] }]
            : [],
      );
    }
  });

  it('documents every REST route', () => {
    const documented = operations.map((operation) => operation.rule.path).sort();
    expect(documented).toEqual(
      [...table.values()]
        .filter((rule) => rule.rest)
        .map((rule) => rule.path)
        .sort(),
    );
  });

  it('has a producer for every documented status, or a reason', () => {
    const missing = operations.flatMap((operation) =>
      Object.keys(operation.responses)
        .map(Number)
        .filter(
          (status) =>
            !producers[status] &&
            !unproducible.some((entry) => entry.status === status && entry.applies(operation.rule)),
        )
        .map((status) => `${operation.method.toUpperCase()} ${operation.path} ${status}`),
    );
    expect(missing).toEqual([]);
  });

  it('answers each documented status of each path as documented', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      for (const status of Object.keys(operation.responses)) {
        if (unproducible.some((entry) => entry.status === Number(status) && entry.applies(operation.rule)))
          continue;
        const produce = producers[Number(status)];
        if (!produce) continue;
        try {
          checkAgainstDocument(operation, status, await produce(operation));
        } catch (error) {
          failures.push(
            String(error instanceof Error ? error.message : error)
              .split('\n')
              .slice(0, 8)
              .join('\n'),
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
