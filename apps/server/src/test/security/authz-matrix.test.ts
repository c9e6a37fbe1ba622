/**
 * Every procedure × every caller, over REST and over tRPC, against the emulator-mode server: the status of
 * each cell comes from authz-table.ts, refused answers carry no one else's data, and refused writes change
 * no row. The production verifier's column (wrong signature) is in authz-production.test.ts.
 */
import { appRouter, procedureTable } from '@celtic/api';
import { callerByUid } from '@celtic/db';
import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../../http/rest';
import { type Answer, errorMessage, restCall, trpcCall } from '../http';
import { authorisationTable, type Caller, callers, type SignedInCaller } from './authz-table';
import { expiredCopy, malformedHeaders, otherProjectCopy } from './tokens';
import { openWorld, snapshot, type World } from './world';

const procedures = (appRouter as AnyTRPCRouter)._def.procedures as Record<string, AnyTRPCProcedure>;
const routes = new Map(restRoutes(procedureTable(appRouter)).map((route) => [route.procedurePath, route]));
// The emulator accepts unsigned tokens by design, so a wrong signature is only meaningful in production.
const emulatorCallers = callers.filter((caller) => caller !== 'wrongSignature');

let world: World;

beforeAll(async () => {
  world = await openWorld();
});

afterAll(async () => {
  await world?.close();
});

function authorizationFor(caller: Caller, index: number): string | undefined {
  switch (caller) {
    case 'none':
      return undefined;
    case 'malformed':
      return malformedHeaders[index % malformedHeaders.length];
    case 'expired':
      return `Bearer ${expiredCopy(world.user.idToken)}`;
    case 'otherProject':
      return `Bearer ${otherProjectCopy(world.user.idToken)}`;
    case 'wrongSignature':
      throw new Error('only the production verifier checks signatures');
    default:
      return world[caller].bearer;
  }
}

/** A refused answer: the error shape with a message, and nothing of the `user` account in it. */
function expectRefusal(answer: Answer, where: string): void {
  expect(errorMessage(answer), `${where}: error message`).toBeTruthy();
  expect(answer.text, `${where}: leaks data`).not.toContain(world.secret);
  expect(answer.text, `${where}: leaks the e-mail`).not.toContain(world.user.email);
}

describe('the authorisation table', () => {
  it('has exactly one row per procedure of the router', () => {
    expect(Object.keys(authorisationTable).sort()).toEqual(Object.keys(procedures).sort());
  });

  it('covers every REST path (each belongs to a procedure with a row)', () => {
    for (const route of restRoutes(procedureTable(appRouter)))
      expect(authorisationTable).toHaveProperty([route.procedurePath]);
    expect(routes.size).toBeGreaterThanOrEqual(17);
  });
});

describe.each(['REST', 'tRPC'] as const)('authorisation over %s', (transport) => {
  it.each(Object.keys(authorisationTable))('%s', async (procedurePath) => {
    const row = authorisationTable[procedurePath];
    const procedure = procedures[procedurePath];
    if (!row || !procedure) throw new Error(`${procedurePath}: no row or no procedure`);
    const route = routes.get(procedurePath);
    if (transport === 'REST' && !route) return;
    const isMutation = procedure._def.type === 'mutation';
    const mismatches: string[] = [];

    for (const [index, caller] of emulatorCallers.entries()) {
      const input = await row.input(world);
      const signedIn = (['user', 'otherUser', 'premium', 'admin', 'siteOwner'] as Caller[]).includes(caller);
      const authorization =
        row.ownAccount && signedIn
          ? (await world.newAccount(caller as SignedInCaller)).bearer
          : authorizationFor(caller, index);
      const before = isMutation ? await snapshot(world) : '';
      const answer =
        transport === 'REST' && route
          ? await restCall(world.server.url, route, input, authorization)
          : await trpcCall(
              world.server.url,
              procedurePath,
              isMutation ? 'mutation' : 'query',
              input,
              authorization,
            );
      const statuses = (transport === 'tRPC' && row.expectOverTrpc) || row.expect;
      // Over tRPC every success is 200 (a 204 without data).
      const expected =
        transport === 'tRPC' && [201, 202, 204].includes(statuses[caller]) ? 200 : statuses[caller];
      const where = `${transport} ${procedurePath} as ${caller}`;
      if (answer.status !== expected)
        mismatches.push(`${where}: ${answer.status}, expected ${expected} (${answer.text.slice(0, 160)})`);
      if (answer.status >= 400) {
        expectRefusal(answer, where);
        if (isMutation)
          expect(await snapshot(world), `${where}: a refused write changed the database`).toBe(before);
      } else if (caller !== 'user' && caller !== 'admin' && caller !== 'siteOwner') {
        expect(answer.text, `${where}: leaks data`).not.toContain(world.secret);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('rules that need a second look', () => {
  for (const transport of ['REST', 'tRPC'] as const) {
    const deleteUser = (id: number, bearer: string) =>
      transport === 'REST'
        ? restCall(world.server.url, { method: 'DELETE', url: '/api/admin/users/:id' }, { id }, bearer)
        : trpcCall(world.server.url, 'admin.deleteUser', 'mutation', { id }, bearer);

    it(`${transport}: a site owner cannot be deleted, by an admin or by another site owner`, async () => {
      const owner = await world.newVictim('site_owner');
      for (const caller of [world.admin, world.siteOwner]) {
        const answer = await deleteUser(owner.id, caller.bearer);
        expect(answer.status).toBe(403);
        expect(errorMessage(answer)).toBe('Site owners cannot be deleted');
      }
      expect((await callerByUid(world.database.handle.db, owner.firebaseUid)).caller).not.toBeNull();
    });

    it(`${transport}: an admin cannot delete themself`, async () => {
      for (const caller of [world.admin, world.siteOwner]) {
        const answer = await deleteUser(caller.id, caller.bearer);
        expect(answer.status).toBe(403);
        expect(errorMessage(answer)).toBe('You cannot delete your own account');
        expect((await callerByUid(world.database.handle.db, caller.uid)).caller).not.toBeNull();
      }
    });
  }

  it("another user's reading answers exactly like a missing one", async () => {
    const reading = await world.newReadingOfUser();
    const theirs = await trpcCall(
      world.server.url,
      'readings.toggleFavorite',
      'mutation',
      { id: reading.id },
      world.otherUser.bearer,
    );
    const missing = await trpcCall(
      world.server.url,
      'readings.toggleFavorite',
      'mutation',
      { id: 2_000_000_000 },
      world.otherUser.bearer,
    );
    expect(theirs.status).toBe(404);
    expect(theirs.text).toBe(missing.text);
  });
});
