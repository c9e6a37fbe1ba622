/**
 * Two instances of the built server over one PostgreSQL database, as a deployment behind a load balancer runs
 * them: whatever one instance acknowledged, the other answers on the very next request. Each check runs for
 * many rounds, alternating which instance writes, so that a race between a write and anything the other
 * instance keeps of its own shows; the misses of every round are gathered before asserting, so a failure says
 * how often. Only HTTP: nothing here depends on how the server keeps or reads its data.
 */
import { randomBytes } from 'node:crypto';
import { signNames } from '@celtic/zodiac-core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, ensureBuiltServer, startBuiltServer } from './test/built-server';
import { disableFirebaseUser, emulatorHost, type SignedIn, signIn, uniqueEmail } from './test/helpers';
import { type Answer, errorMessage, send } from './test/http';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.warn(
    'multi-instance.test.ts skipped: TEST_DATABASE_URL is not set (it needs PostgreSQL; CI sets it)',
  );
}
const tag = randomBytes(4).toString('hex');
const adminEmail = `admin-${tag}@example.com`;
const ownerEmail = `owner-${tag}@example.com`;
const roleRounds = 20;
// How long an instance trusts a verified token before asking Firebase again (production: 60 s).
const recheckSeconds = 2;
// Addresses a plain account changes to, one per role round: listed in ADMIN_EMAILS from the start.
const raisedEmails = Array.from({ length: roleRounds }, (_, round) => `raised-${tag}-${round}@example.com`);

interface Instance extends BuiltServer {
  /** The application_name of its database sessions, to find them in pg_stat_activity. */
  applicationName: string;
}

interface Reading {
  id: number;
  userId: number;
  content: string;
  isFavorite: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function call(
  server: Instance,
  method: string,
  path: string,
  options: { as?: SignedIn; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.as) headers.authorization = `Bearer ${options.as.idToken}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  return send(`${server.url}${path}`, { method, headers, body });
}

/** The answer's JSON when it has `status`; otherwise the test stops here (a broken step, not a race). */
function expectStatus<T>(answer: Answer, status: number, what: string): T {
  if (answer.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  return answer.json as T;
}

const describeAnswer = (answer: Answer) =>
  `${answer.status}${answer.status >= 400 ? ` "${errorMessage(answer) ?? answer.text.slice(0, 120)}"` : ''}`;

async function readingsOf(server: Instance, user: SignedIn): Promise<Reading[]> {
  return expectStatus<Reading[]>(
    await call(server, 'GET', '/api/readings/me', { as: user }),
    200,
    `${server.name}: GET /api/readings/me`,
  );
}

async function saveReading(server: Instance, user: SignedIn, content: string): Promise<Reading> {
  const answer = await call(server, 'POST', '/api/readings', {
    as: user,
    json: { content, zodiacSign: 'Salmon' },
  });
  return expectStatus<Reading>(answer, 200, `${server.name}: POST /api/readings`);
}

/**
 * For setting up a round only, never for what a round asserts: waits until `check` holds (the other instance
 * has caught up, on code that lets it lag), so each round starts from the state it means to test.
 */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`setting up a round: ${what} within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** The assertion of a repeated check: no round missed, and if some did, how many of how many and which. */
function expectNoMisses(misses: string[], rounds: number, what: string): void {
  expect(misses, `${what}: ${misses.length} of ${rounds} rounds missed:\n  ${misses.join('\n  ')}`).toEqual(
    [],
  );
}

/**
 * Runs `round` `rounds` times, the instances taking turns as the writer and the reader; a round returns what
 * the reader got wrong, or nothing. Asserts at the end, over all rounds.
 */
async function everyRound(
  pair: [Instance, Instance],
  rounds: number,
  what: string,
  round: (writer: Instance, reader: Instance, index: number) => Promise<string | undefined>,
): Promise<void> {
  const misses: string[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const [writer, reader] = index % 2 === 0 ? pair : [pair[1], pair[0]];
    const miss = await round(writer, reader, index);
    if (miss) misses.push(`round ${index + 1}: ${miss}`);
  }
  expectNoMisses(misses, rounds, what);
}

const account = (name: string, email = uniqueEmail(name)) => signIn({ email, name });

describe.skipIf(!adminUrl)(
  adminUrl
    ? 'two built server instances over one PostgreSQL database'
    : 'two built server instances over one PostgreSQL database (skipped: TEST_DATABASE_URL is not set; CI sets it)',
  () => {
    const admin = postgres(adminUrl ?? 'postgres://unused', { max: 1, onnotice: () => {} });
    const databases: string[] = [];
    const started: Instance[] = [];

    /** A fresh database and two instances on it with `env`. */
    async function startPair(
      label: string,
      env: Record<string, string>,
      envOf: Partial<Record<'A' | 'B', Record<string, string>>> = {},
    ): Promise<[Instance, Instance]> {
      const name = `celtic_multi_${label}_${tag}`;
      await admin.unsafe(`create database ${name}`);
      databases.push(name);
      const instance = async (side: 'A' | 'B'): Promise<Instance> => {
        const applicationName = `celtic-${label}-${side}-${tag}`;
        const url = new URL(adminUrl ?? '');
        url.pathname = `/${name}`;
        url.searchParams.set('application_name', applicationName);
        const server = await startBuiltServer(`instance ${side}`, {
          NODE_ENV: 'production',
          PUBLIC_ORIGIN: 'https://celtic.example',
          VAPID_SUBJECT: 'mailto:ops@example.com',
          FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
          FIREBASE_PROJECT_ID: 'demo-celtic-zodiac',
          DATABASE_URL: url.toString(),
          // A loaded CI machine can queue a query for seconds; production's 5 s deadline is about outages.
          DB_QUERY_TIMEOUT_MS: '30000',
          LOG_LEVEL: 'error',
          WEB_DIST: '/nonexistent-web-dist',
          SITE_OWNER_EMAILS: ownerEmail,
          ADMIN_EMAILS: adminEmail,
          ...env,
          ...envOf[side],
        });
        const named = { ...server, applicationName };
        started.push(named);
        return named;
      };
      // One after the other: the first applies the migrations.
      const a = await instance('A');
      const b = await instance('B');
      return [a, b];
    }

    let pair: [Instance, Instance];

    beforeAll(async () => {
      ensureBuiltServer();
      // Rate limits off here (every test writes far above a person's pace); their own pair below tests them.
      pair = await startPair('main', {
        RATE_LIMIT_PER_USER: '0',
        RATE_LIMIT_PER_IP: '0',
        ANONYMOUS_READS_PER_MINUTE: '0',
        TOKEN_RECHECK_SECONDS: String(recheckSeconds),
      });
    }, 120_000);

    afterAll(async () => {
      await Promise.all(started.map((server) => server.stop()));
      for (const name of databases) await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    });

    it('a saved reading is in the other instance’s next list (40 rounds)', async () => {
      const user = await account('saver');
      await everyRound(pair, 40, 'save, then list on the other instance', async (writer, reader, round) => {
        await readingsOf(reader, user);
        const saved = await saveReading(writer, user, `round ${round} through ${writer.name}`);
        const next = await call(reader, 'GET', '/api/readings/me', { as: user });
        const ids = next.status === 200 ? (next.json as Reading[]).map((reading) => reading.id) : [];
        if (ids.includes(saved.id)) return undefined;
        return `${reader.name} answered ${describeAnswer(next)} without reading ${saved.id} saved through ${writer.name}`;
      });
    }, 120_000);

    it('a favourite toggle shows on the other instance’s next list (20 rounds)', async () => {
      const user = await account('favourer');
      const reading = await saveReading(pair[0], user, 'to be toggled');
      await until('both instances list the reading', async () =>
        (await Promise.all(pair.map((server) => readingsOf(server, user)))).every((list) =>
          list.some((item) => item.id === reading.id),
        ),
      );
      await everyRound(
        pair,
        20,
        'toggle favourite, then list on the other instance',
        async (writer, reader) => {
          await readingsOf(reader, user);
          const toggled = expectStatus<Reading>(
            await call(writer, 'PATCH', `/api/readings/${reading.id}/favorite`, { as: user }),
            200,
            `${writer.name}: PATCH favorite`,
          );
          const next = await call(reader, 'GET', '/api/readings/me', { as: user });
          const seen =
            next.status === 200 ? (next.json as Reading[]).find((item) => item.id === reading.id) : undefined;
          if (seen?.isFavorite === toggled.isFavorite) return undefined;
          return (
            `${writer.name} set isFavorite ${toggled.isFavorite}, ${reader.name} answered ${describeAnswer(next)} ` +
            `with ${seen ? `isFavorite ${seen.isFavorite}` : 'no such reading'}`
          );
        },
      );
    }, 120_000);

    it('a deleted reading is gone from the other instance’s next list (20 rounds)', async () => {
      const user = await account('deleter');
      await everyRound(pair, 20, 'delete, then list on the other instance', async (writer, reader, round) => {
        const reading = await saveReading(writer, user, `round ${round}, to be deleted`);
        await until(`${reader.name} lists reading ${reading.id}`, async () =>
          (await readingsOf(reader, user)).some((item) => item.id === reading.id),
        );
        const deleted = await call(writer, 'DELETE', `/api/readings/${reading.id}`, { as: user });
        expectStatus(deleted, 204, `${writer.name}: DELETE /api/readings/${reading.id}`);
        const next = await call(reader, 'GET', '/api/readings/me', { as: user });
        if (next.status === 200 && !(next.json as Reading[]).some((item) => item.id === reading.id))
          return undefined;
        return (
          `${reader.name} answered ${describeAnswer(next)}` +
          `${next.status === 200 ? ` still listing reading ${reading.id}` : ''} after ${writer.name} deleted it`
        );
      });
    }, 120_000);

    it('a compatibility check is in the other instance’s next history (20 rounds)', async () => {
      const user = await account('matcher');
      const history = (server: Instance) => call(server, 'GET', '/api/compatibility/me', { as: user });
      await everyRound(
        pair,
        20,
        'compatibility check, then history on the other instance',
        async (writer, reader, round) => {
          expectStatus(await history(reader), 200, `${reader.name}: GET /api/compatibility/me`);
          const check = expectStatus<{ id: number }>(
            await call(writer, 'POST', '/api/compatibility', {
              as: user,
              json: { firstSign: signNames[round % signNames.length], secondSign: 'Wren' },
            }),
            200,
            `${writer.name}: POST /api/compatibility`,
          );
          const next = await history(reader);
          const ids = next.status === 200 ? (next.json as { id: number }[]).map((item) => item.id) : [];
          if (ids.includes(check.id)) return undefined;
          return `${reader.name} answered ${describeAnswer(next)} without check ${check.id} made through ${writer.name}`;
        },
      );
    }, 120_000);

    it('an idempotency key sent to both instances at once, or again to the other, stores one row (20 rounds)', async () => {
      const user = await account('retrier');
      await everyRound(pair, 20, 'one key on both instances', async (writer, reader, round) => {
        const key = `retry-${tag}-${round}`;
        const json = { content: `round ${round}, sent twice`, zodiacSign: 'Salmon' };
        const headers = { 'idempotency-key': key };
        // Both instances at once (a retry racing the original), then once more on the reader.
        const racing = await Promise.all(
          [writer, reader].map((server) =>
            call(server, 'POST', '/api/readings', { as: user, json, headers }),
          ),
        );
        const later = await call(reader, 'POST', '/api/readings', { as: user, json, headers });
        const other = await call(writer, 'POST', '/api/readings', {
          as: user,
          json: { ...json, content: 'another body' },
          headers,
        });
        const answers = [...racing, later];
        const ids = new Set(answers.map((answer) => (answer.json as Reading | undefined)?.id));
        const stored = (await readingsOf(reader, user)).filter((item) => item.content === json.content);
        if (answers.some((answer) => answer.status !== 200)) {
          return `answers ${answers.map(describeAnswer).join(', ')}`;
        }
        if (ids.size !== 1) return `the three answers name ${ids.size} different readings`;
        if (stored.length !== 1) return `${stored.length} readings stored for one key`;
        if (other.status !== 422) return `another body under the key answered ${describeAnswer(other)}`;
        return undefined;
      });
    }, 120_000);

    it('a sign change is in the other instance’s next profile (20 rounds)', async () => {
      const user = await account('changer');
      const profile = (server: Instance) => call(server, 'GET', '/api/users/me', { as: user });
      await everyRound(
        pair,
        20,
        'sign change, then profile on the other instance',
        async (writer, reader, round) => {
          expectStatus(await profile(reader), 200, `${reader.name}: GET /api/users/me`);
          // Consecutive rounds set different signs.
          const sign = signNames[round % signNames.length];
          expectStatus(
            await call(writer, 'PATCH', '/api/users/me/zodiac', { as: user, json: { zodiacSign: sign } }),
            200,
            `${writer.name}: PATCH /api/users/me/zodiac`,
          );
          const next = await profile(reader);
          const seen =
            next.status === 200 ? (next.json as { zodiacSign: string | null }).zodiacSign : undefined;
          if (seen === sign) return undefined;
          return `${writer.name} set ${sign}, ${reader.name} answered ${describeAnswer(next)}${next.status === 200 ? ` with ${seen}` : ''}`;
        },
      );
    }, 120_000);

    it('a user deleted by an admin gets none of their readings from the other instance (20 rounds)', async () => {
      const administrator = await account('admin', adminEmail);
      for (const server of pair) {
        const me = expectStatus<{ role: string }>(
          await call(server, 'GET', '/api/users/me', { as: administrator }),
          200,
          `${server.name}: admin's GET /api/users/me`,
        );
        expect(me.role).toBe('admin');
      }
      await everyRound(
        pair,
        20,
        'admin deletes a user, then their list on the other instance',
        async (writer, reader, round) => {
          const victim = await account(`victim-${round}`);
          const saved = [
            await saveReading(reader, victim, `victim ${round}, first`),
            await saveReading(writer, victim, `victim ${round}, second`),
          ];
          const savedIds = saved.map((reading) => reading.id);
          await until(`${reader.name} lists the victim's readings`, async () => {
            const ids = (await readingsOf(reader, victim)).map((reading) => reading.id);
            return savedIds.every((id) => ids.includes(id));
          });
          const userId = saved[0]?.userId;
          expectStatus(
            await call(writer, 'DELETE', `/api/admin/users/${userId}`, { as: administrator }),
            204,
            `${writer.name}: DELETE /api/admin/users/${userId}`,
          );
          // The victim's still-valid token: refused at once by both instances (each had signed it in), never
          // signed in afresh.
          const next = await call(reader, 'GET', '/api/readings/me', { as: victim });
          const listed = next.status === 200 ? (next.json as Reading[]).map((reading) => reading.id) : [];
          const leaked = savedIds.filter((id) => listed.includes(id));
          const again = await call(writer, 'GET', '/api/users/me', { as: victim });
          if (again.status !== 401)
            return `${writer.name} answered the deleted user's token ${describeAnswer(again)}`;
          if (leaked.length === 0 && next.status === 401) return undefined;
          return (
            `after ${writer.name} deleted user ${userId}, ${reader.name} answered ${describeAnswer(next)}` +
            `${leaked.length > 0 ? ` listing their readings ${leaked.join(', ')}` : ''}`
          );
        },
      );
    }, 120_000);

    it('a deleted account’s token is refused by the other instance at once (10 rounds)', async () => {
      await everyRound(pair, 10, 'delete own account, then the same token', async (writer, reader, round) => {
        const user = await account(`leaver-${round}`);
        for (const server of pair) {
          expectStatus(
            await call(server, 'GET', '/api/users/me', { as: user }),
            200,
            `${server.name}: GET me`,
          );
        }
        expectStatus(
          await call(writer, 'DELETE', '/api/users/me', { as: user }),
          204,
          `${writer.name}: DELETE me`,
        );
        const next = await call(reader, 'POST', '/api/readings', {
          as: user,
          json: { content: 'from an open tab', zodiacSign: 'Wolf' },
        });
        const me = await call(reader, 'GET', '/api/users/me', { as: user });
        if (next.status === 401 && me.status === 401) return undefined;
        return `${reader.name} answered the deleted account's token ${describeAnswer(next)} and ${describeAnswer(me)}`;
      });
    }, 120_000);

    it('an API key revoked through one instance is refused by the other at once, by Fastify and by its store (20 rounds)', async () => {
      const owner = await account('key-owner');
      // Answered once on each instance, so the keyed reads below are the shared-answer store's: it must not
      // keep a key either.
      for (const server of pair)
        expectStatus(await call(server, 'GET', '/api/signs'), 200, `${server.name}: signs`);
      await everyRound(
        pair,
        20,
        'revoke a key, then read with it on the other',
        async (writer, reader, round) => {
          const made = expectStatus<{ id: number; key: string }>(
            await call(writer, 'POST', '/api/keys', { as: owner, json: { name: `round ${round}` } }),
            201,
            `${writer.name}: POST /api/keys`,
          );
          const headers = { 'x-api-key': made.key };
          const path = round % 4 < 2 ? '/api/signs' : `/api/horoscope/daily?sign=${signNames[round % 13]}`;
          const before = await call(reader, 'GET', path, { headers });
          if (before.status !== 200) return `${reader.name} answered a new key ${describeAnswer(before)}`;
          expectStatus(
            await call(writer, 'DELETE', `/api/keys/${made.id}`, { as: owner }),
            204,
            `${writer.name}: DELETE /api/keys/${made.id}`,
          );
          const after = await call(reader, 'GET', path, { headers });
          if (after.status === 401) return undefined;
          return `${reader.name} answered ${describeAnswer(after)} to a key revoked through ${writer.name}`;
        },
      );
    }, 120_000);

    it('a disabled Firebase user is refused by both instances within the re-check interval', async () => {
      const user = await account('disabled');
      for (const server of pair) {
        expectStatus(await call(server, 'GET', '/api/users/me', { as: user }), 200, `${server.name}: GET me`);
      }
      await disableFirebaseUser(user.uid);
      const disabledAt = Date.now();
      const tookMs: number[] = [];
      for (const server of pair) {
        let answer = await call(server, 'GET', '/api/users/me', { as: user });
        while (answer.status === 200 && Date.now() - disabledAt < (recheckSeconds + 10) * 1000) {
          await sleep(100);
          answer = await call(server, 'GET', '/api/users/me', { as: user });
        }
        expect(answer.status, `${server.name}: ${describeAnswer(answer)}`).toBe(401);
        tookMs.push(Date.now() - disabledAt);
      }
      // The interval, plus what a loaded machine takes to answer.
      expect(Math.max(...tookMs)).toBeLessThan((recheckSeconds + 10) * 1000);
    }, 60_000);

    it('a role a site owner sets through one instance is the user’s role on the other’s next request (24 rounds)', async () => {
      const owner = await account('owner', ownerEmail);
      const user = await account('promoted');
      const me = (server: Instance) => call(server, 'GET', '/api/users/me', { as: user });
      const { id } = expectStatus<{ id: number }>(await me(pair[0]), 200, 'GET /api/users/me');
      const roles = ['premium', 'admin', 'user'] as const;
      await everyRound(
        pair,
        24,
        'role change, then the user’s next request on the other instance',
        async (writer, reader, round) => {
          expectStatus(await me(reader), 200, `${reader.name}: GET /api/users/me`);
          const role = roles[round % roles.length] ?? 'user';
          expectStatus(
            await call(writer, 'PATCH', `/api/admin/users/${id}/role`, {
              as: owner,
              json: { role, reason: `round ${round}` },
            }),
            200,
            `${writer.name}: PATCH /api/admin/users/${id}/role`,
          );
          // What the role allows counts at once too: the administrators' list opens and closes with it.
          const [next, users] = await Promise.all([
            me(reader),
            call(reader, 'GET', '/api/admin/users?limit=1', { as: user }),
          ]);
          const seen = next.status === 200 ? (next.json as { role: string }).role : undefined;
          const expectedUsers = role === 'admin' ? 200 : 403;
          if (seen === role && users.status === expectedUsers) return undefined;
          return (
            `${writer.name} set ${role}, ${reader.name} answered ${describeAnswer(next)}${seen ? ` with ${seen}` : ''}` +
            ` and GET /api/admin/users ${users.status} (expected ${expectedUsers})`
          );
        },
      );
    }, 120_000);

    describe('a role raised at sign-in', () => {
      let listing: [Instance, Instance];
      beforeAll(async () => {
        // Only instance A lists the addresses, so only a sign-in written through A can raise the role: B can
        // answer "admin" only by reading the row A wrote, never from anything it holds itself.
        listing = await startPair(
          'roles',
          { RATE_LIMIT_PER_USER: '0', RATE_LIMIT_PER_IP: '0' },
          { A: { ADMIN_EMAILS: [adminEmail, ...raisedEmails].join(',') } },
        );
      }, 120_000);

      it('on one instance is the role on the other’s next profile (20 rounds)', async () => {
        const [lister, other] = listing;
        const misses: string[] = [];
        for (let round = 0; round < roleRounds; round += 1) {
          const user = await signIn({ email: raisedEmails[round] ?? '', name: `Raised ${round}` });
          // Signed in through B first: B writes the sign-in, and its lists raise nothing.
          const before = expectStatus<{ role: string }>(
            await call(other, 'GET', '/api/users/me', { as: user }),
            200,
            `${other.name}: GET /api/users/me`,
          );
          expect(before.role).toBe('user');
          // The same token's first request through A writes A's sign-in, which raises the role.
          const raised = expectStatus<{ role: string }>(
            await call(lister, 'GET', '/api/users/me', { as: user }),
            200,
            `${lister.name}: GET /api/users/me`,
          );
          expect(raised.role).toBe('admin');
          const next = await call(other, 'GET', '/api/users/me', { as: user });
          const role = next.status === 200 ? (next.json as { role: string }).role : undefined;
          if (role !== 'admin') {
            misses.push(
              `round ${round + 1}: ${lister.name} raised the user to admin at sign-in, ${other.name} answered ` +
                `${describeAnswer(next)}${role ? ` with role ${role}` : ''}`,
            );
          }
        }
        expectNoMisses(misses, roleRounds, 'role raised at sign-in, then profile on the other instance');
      }, 120_000);
    });

    it('after its database sessions are terminated, an instance still lists every write of the other (2 × 10 writes)', async () => {
      const user = await account('survivor');
      const misses: string[] = [];
      let writes = 0;
      for (const [victim, writer] of [pair, [pair[1], pair[0]]] as const) {
        await readingsOf(victim, user);
        // Every session of the victim's pool, as a failover or an operator would.
        // pg_terminate_backend in the select list, so it runs only for the rows the filter kept.
        const sessions = await admin<{ pid: number; terminated: boolean }[]>`
          select pid, pg_terminate_backend(pid) as terminated from pg_stat_activity
          where application_name = ${victim.applicationName} and pid <> pg_backend_pid()`;
        const terminated = sessions.filter((session) => session.terminated).length;
        expect(terminated, `no sessions named ${victim.applicationName} were terminated`).toBeGreaterThan(0);
        for (let write = 0; write < 10; write += 1) {
          writes += 1;
          const saved = await call(writer, 'POST', '/api/readings', {
            as: user,
            json: {
              content: `after terminating ${victim.name}'s sessions, write ${write}`,
              zodiacSign: 'Hawk',
            },
          });
          if (saved.status !== 200) {
            misses.push(`${writer.name} write ${write + 1}: ${describeAnswer(saved)}`);
            continue;
          }
          const id = (saved.json as Reading).id;
          // A statement that went out on a connection the database had just ended answers 503 "try again
          // shortly" (a write there may have committed, so the server never repeats one by itself); the client
          // tries again. What may never happen is a 200 without the write.
          let next = await call(victim, 'GET', '/api/readings/me', { as: user });
          for (let retry = 0; retry < 3 && next.status === 503; retry += 1) {
            await new Promise((resolve) => setTimeout(resolve, 100));
            next = await call(victim, 'GET', '/api/readings/me', { as: user });
          }
          const ids = next.status === 200 ? (next.json as Reading[]).map((reading) => reading.id) : [];
          if (!ids.includes(id)) {
            misses.push(
              `${victim.name} (sessions terminated), write ${write + 1}: answered ${describeAnswer(next)} ` +
                `without reading ${id} saved through ${writer.name}`,
            );
          }
        }
      }
      expectNoMisses(misses, writes, 'writes after the other instance’s sessions were terminated');
    }, 120_000);

    describe('read quotas', () => {
      const perKey = 6;
      const perAddress = 4;
      let quotas: [Instance, Instance];

      beforeAll(async () => {
        quotas = await startPair('quotas', {
          TRUST_PROXY: '1',
          API_KEY_REQUESTS_PER_MINUTE: String(perKey),
          ANONYMOUS_READS_PER_MINUTE: String(perAddress),
        });
      }, 120_000);

      /** Reads alternating between the instances; the statuses in order, with who answered. */
      async function alternate(count: number, headers: Record<string, string>) {
        const answers: { server: string; status: number; left: string | null }[] = [];
        for (let index = 0; index < count; index += 1) {
          const server = quotas[index % 2] as Instance;
          const answer = await call(server, 'GET', '/api/signs', { headers });
          answers.push({ server: server.name, status: answer.status, left: answer.headers.get('ratelimit') });
        }
        return answers;
      }

      it(`allows a key ${perKey} reads a minute across both instances, then 429 on either`, async () => {
        const owner = await account('quota-owner');
        const made = expectStatus<{ key: string }>(
          await call(quotas[0], 'POST', '/api/keys', { as: owner, json: { name: 'shared quota' } }),
          201,
          'POST /api/keys',
        );
        const answers = await alternate(perKey + 2, {
          'x-api-key': made.key,
          'x-forwarded-for': '198.51.100.20',
        });
        expect(
          answers.map((answer) => answer.status),
          JSON.stringify(answers),
        ).toEqual([...Array(perKey).fill(200), 429, 429]);
        // Each answer's count is the database's, whichever instance gave it.
        expect(answers.map((answer) => /"minute";r=(\d+)/.exec(answer.left ?? '')?.[1])).toEqual([
          ...Array.from({ length: perKey }, (_, index) => String(perKey - index - 1)),
          '0',
          '0',
        ]);
      }, 60_000);

      it(`allows an address ${perAddress} reads a minute without a key across both instances, then 429 on either`, async () => {
        const answers = await alternate(perAddress + 2, { 'x-forwarded-for': '10.0.0.1, 198.51.100.21' });
        expect(
          answers.map((answer) => answer.status),
          JSON.stringify(answers),
        ).toEqual([...Array(perAddress).fill(200), 429, 429]);
        // Another address has its own.
        const other = await call(quotas[1], 'GET', '/api/signs', {
          headers: { 'x-forwarded-for': '198.51.100.22' },
        });
        expect(other.status).toBe(200);
      }, 60_000);
    });

    describe('rate limits', () => {
      const perUser = 5;
      const perIp = 8;
      let limited: [Instance, Instance];

      beforeAll(async () => {
        // Behind a proxy, so each test can choose the client address it sends from.
        limited = await startPair('limits', {
          TRUST_PROXY: '1',
          RATE_LIMIT_PER_USER: String(perUser),
          RATE_LIMIT_PER_IP: String(perIp),
          RATE_LIMIT_WINDOW_SECONDS: '300',
        });
      }, 120_000);

      const write = (server: Instance, user: SignedIn, ip: string) =>
        call(server, 'POST', '/api/readings', {
          as: user,
          json: { content: 'counted once, wherever it lands', zodiacSign: 'Wren' },
          headers: { 'x-forwarded-for': ip },
        });

      /** Sends `count` writes alternating between the instances; the statuses in order, with who answered. */
      async function alternate(count: number, request: (server: Instance, index: number) => Promise<Answer>) {
        const answers: { server: string; status: number }[] = [];
        for (let index = 0; index < count; index += 1) {
          const server = limited[index % 2] as Instance;
          answers.push({ server: server.name, status: (await request(server, index)).status });
        }
        return answers;
      }

      it(`allows ${perUser} writes per user across both instances, then 429 on either`, async () => {
        const user = await account('limited');
        // A new client address per write, so only the per-user limit can bite.
        const answers = await alternate(perUser * 2 + 2, (server, index) =>
          write(server, user, `203.0.113.${index + 1}`),
        );
        const statuses = answers.map((answer) => answer.status);
        expect(statuses, JSON.stringify(answers)).toEqual([
          ...Array(perUser).fill(200),
          ...Array(perUser + 2).fill(429),
        ]);
      }, 60_000);

      it(`allows ${perIp} writes per client address across both instances, then 429 on either`, async () => {
        // As one proxy forwards it: whatever the client sent, then the client's address as the proxy saw it.
        const ip = '10.0.0.1, 198.51.100.7';
        // A new user per write, so only the per-address limit can bite.
        const users = await Promise.all(
          Array.from({ length: perIp * 2 }, (_, index) => account(`address-${index}`)),
        );
        const answers = await alternate(users.length, (server, index) =>
          write(server, users[index] as SignedIn, ip),
        );
        const statuses = answers.map((answer) => answer.status);
        expect(statuses, JSON.stringify(answers)).toEqual([
          ...Array(perIp).fill(200),
          ...Array(perIp).fill(429),
        ]);
      }, 60_000);
    });
  },
);
