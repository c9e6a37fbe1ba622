/**
 * The cache rule of every procedure's answers, over REST and over tRPC, from the procedure table: a new procedure
 * is covered as soon as it has a row in the authorisation table (which the authorisation tests require).
 * Answers that depend on the caller say `private, no-store`; answers gated by role but the same for every holder
 * say `private` with `Vary: Authorization`; signed-in paths' errors are never kept.
 */
import { appRouter, type ProcedureRule, procedureTable } from '@celtic/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, restCall, send, trpcCall } from '../test/http';
import { authorisationTable, type Caller, type SignedInCaller } from '../test/security/authz-table';
import { openWorld, type World } from '../test/security/world';
import { restRoutes } from './rest';

const table = procedureTable(appRouter);
const routes = new Map(restRoutes(table).map((route) => [route.procedurePath, route]));
const signedInCallers: SignedInCaller[] = ['user', 'premium', 'admin', 'siteOwner'];

let world: World;

beforeAll(async () => {
  world = await openWorld();
});

afterAll(async () => {
  await world?.close();
});

type Transport = 'REST' | 'tRPC';

/** What an answer must say, by the rules of its procedure. */
function expectRule(answer: Answer, rule: ProcedureRule, transport: Transport, where: string): void {
  const cacheControl = answer.headers.get('cache-control');
  const varies = (answer.headers.get('vary') ?? '').toLowerCase().includes('authorization');
  if (rule.access !== 'public' && (answer.status >= 400 || rule.cache === undefined)) {
    expect(cacheControl, where).toBe('private, no-store');
  } else if (rule.access !== 'public') {
    expect(cacheControl, where).toMatch(/^private, max-age=\d+(, immutable)?$/);
    expect(varies, `${where}: Vary: Authorization`).toBe(true);
  } else if (answer.status < 400 && rule.cache !== undefined && transport === 'REST') {
    expect(cacheControl, where).toMatch(/^public, max-age=\d+(, immutable)?$/);
    expect(varies, where).toBe(false);
  } else {
    expect(cacheControl, where).toBeNull();
  }
}

async function call(transport: Transport, rule: ProcedureRule, caller: Caller): Promise<Answer> {
  const row = authorisationTable[rule.path];
  if (!row) throw new Error(`${rule.path}: no row in the authorisation table`);
  const input = await row.input(world);
  let authorization: string | undefined;
  if (caller !== 'none') {
    const signedIn = caller as SignedInCaller;
    authorization = row.ownAccount ? (await world.newAccount(signedIn)).bearer : world[signedIn].bearer;
  }
  const route = routes.get(rule.path);
  if (transport === 'REST') {
    if (!route) throw new Error(`${rule.path}: no REST route`);
    return restCall(world.server.url, route, input, authorization);
  }
  const type = rule.type === 'mutation' ? 'mutation' : 'query';
  return trpcCall(world.server.url, rule.path, type, input, authorization);
}

describe.each(['REST', 'tRPC'] as const)('cache rules over %s', (transport) => {
  it.each([...table.keys()])('%s', async (path) => {
    const rule = table.get(path);
    const row = authorisationTable[path];
    if (!rule || !row) throw new Error(`${path}: no rule or no row in the authorisation table`);
    if (transport === 'REST' && !routes.has(path)) return;
    // A success, by the first caller the table lets through.
    const caller = rule.access === 'public' ? 'none' : signedInCallers.find((who) => row.expect[who] < 300);
    if (!caller) throw new Error(`${path}: no caller succeeds`);
    const ok = await call(transport, rule, caller);
    // A streamed answer over tRPC's plain link is refused (415) once the caller was accepted.
    const streamed = transport === 'tRPC' && row.expectOverTrpc !== undefined;
    if (streamed) expect(ok.status).toBe(row.expectOverTrpc?.[caller]);
    else expect(ok.status, `${transport} ${path} as ${caller}: ${ok.text.slice(0, 200)}`).toBeLessThan(300);
    expectRule(ok, rule, transport, `${transport} ${path} as ${caller}`);
    if (rule.access === 'public') return;
    // Every refusal the table knows: 401 without a token, 403 or 404 for the wrong caller.
    const refusals: Caller[] = ['none', ...signedInCallers.filter((who) => row.expect[who] >= 400)];
    for (const refused of refusals) {
      const answer = await call(transport, rule, refused);
      expect(answer.status, `${transport} ${path} as ${refused}`).toBeGreaterThanOrEqual(400);
      expectRule(answer, rule, transport, `${transport} ${path} as ${refused}`);
    }
  });
});

describe('cache rules of named periods and tRPC batches', () => {
  const premiumYear = () =>
    send(`${world.server.url}/api/horoscope/yearly?sign=Wolf&year=2026`, {
      headers: { authorization: world.premium.bearer },
    });

  it('keeps a named premium reading a year, for its token only', async () => {
    const answer = await premiumYear();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(answer.headers.get('vary')).toContain('Authorization');
    const fresh = await send(`${world.server.url}/api/horoscope/yearly?sign=Wolf&year=2026`, {
      headers: { authorization: world.premium.bearer, 'if-none-match': answer.headers.get('etag') ?? '' },
    });
    expect(fresh.status).toBe(304);
    expect(fresh.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(fresh.headers.get('vary')).toContain('Authorization');
  });

  const batch = (names: string, input: Record<number, unknown>, bearer: string) =>
    send(`${world.server.url}/trpc/${names}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`, {
      headers: { authorization: bearer },
    });

  it('takes the strictest rule of a batch', async () => {
    const mixed = await batch('horoscope.daily,user.me', { 0: { sign: 'Wolf' } }, world.user.bearer);
    expect(mixed.status).toBe(200);
    expect(mixed.headers.get('cache-control')).toBe('private, no-store');

    // Today's public reading beside a named premium year: private, and only until the day ends.
    const gated = await batch(
      'horoscope.daily,horoscope.yearly',
      { 0: { sign: 'Wolf' }, 1: { sign: 'Wolf', year: '2026' } },
      world.premium.bearer,
    );
    expect(gated.status).toBe(200);
    expect(gated.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(Number(/max-age=(\d+)/.exec(gated.headers.get('cache-control') ?? '')?.[1])).toBeLessThanOrEqual(
      86_400,
    );
    expect(gated.headers.get('vary')).toContain('Authorization');

    const refused = await batch(
      'horoscope.daily,horoscope.yearly',
      { 0: { sign: 'Wolf' }, 1: { sign: 'Wolf', year: '2026' } },
      world.user.bearer,
    );
    expect(refused.status).toBe(207);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves a public batch and a public error without a rule over tRPC', async () => {
    const daily = await send(
      `${world.server.url}/trpc/horoscope.daily,signs.list?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { sign: 'Wolf' } }))}`,
    );
    expect(daily.status).toBe(200);
    expect(daily.headers.get('cache-control')).toBeNull();
    const bad = await send(`${world.server.url}/api/signs/Dragon`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toBeNull();
  });
});
