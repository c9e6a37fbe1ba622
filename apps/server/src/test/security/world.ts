/**
 * A server on a fresh database with one signed-in account per role, for the authorisation matrix and the
 * fuzz tests. Every account has called the server once, so later calls change no row by signing in.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  auditLog,
  compatibilityChecks,
  createReadingAsCaller,
  dailyHoroscopes,
  deletedUsers,
  type Reading,
  readings,
  type User,
  users,
} from '@celtic/db';
import { makeUser } from '@celtic/db/testing';
import type { SignName } from '@celtic/zodiac-core';
import {
  openTestDatabase,
  type SignedIn,
  signIn,
  startTestServer,
  type TestDatabase,
  type TestServer,
  uniqueEmail,
} from '../helpers';
import { send } from '../http';
import type { SignedInCaller } from './authz-table';

export interface Account extends SignedIn {
  id: number;
  bearer: string;
}

export interface World {
  database: TestDatabase;
  server: TestServer;
  user: Account;
  otherUser: Account;
  premium: Account;
  admin: Account;
  siteOwner: Account;
  /** Text only the `user` account's data contains: no refused answer may carry it. */
  secret: string;
  /** A reading of `user`, saved as the app saves one, straight to the database. */
  newReadingOfUser(): Promise<Reading>;
  /** A plain user row with no token, to be deleted. */
  newVictim(role?: 'user' | 'site_owner'): Promise<User>;
  /** A new signed-in account with the role of `caller`, for a call that acts on the caller's own account. */
  newAccount(caller: SignedInCaller): Promise<Account>;
  /** A new API key of `user`'s: its id. */
  newKeyOfUser(): Promise<number>;
  close(): Promise<void>;
}

export async function openWorld(envOverrides: Record<string, string> = {}): Promise<World> {
  const database = await openTestDatabase('pglite');
  const adminEmail = uniqueEmail('admin');
  const ownerEmail = uniqueEmail('owner');
  const server = await startTestServer(database.handle, {
    ADMIN_EMAILS: adminEmail,
    SITE_OWNER_EMAILS: ownerEmail,
    // Every caller exports and draws charts from one address, many times over: those limits have tests of their own.
    RATE_LIMIT_EXPORTS_PER_HOUR: '0',
    RATE_LIMIT_COMPUTE_PER_MINUTE: '0',
    ...envOverrides,
  });
  const secret = `secret-${randomBytes(8).toString('hex')}`;
  const userEmail = uniqueEmail(`user-${secret}`);

  const account = async (email: string, name: string): Promise<Account> => {
    const signedIn = await signIn({ email, name });
    const bearer = `Bearer ${signedIn.idToken}`;
    const me = await send(`${server.url}/api/users/me`, { headers: { authorization: bearer } });
    const id = (me.json as { id?: unknown } | undefined)?.id;
    if (me.status !== 200 || typeof id !== 'number') throw new Error(`sign-in failed: ${me.text}`);
    return { ...signedIn, id, bearer };
  };
  const [user, otherUser, premium, admin, siteOwner] = await Promise.all([
    account(userEmail, 'Uma User'),
    account(uniqueEmail('other'), 'Oscar Other'),
    account(uniqueEmail('premium'), 'Pia Premium'),
    account(adminEmail, 'Ada Admin'),
    account(ownerEmail, 'Owen Owner'),
  ]);
  const { db } = database.handle;
  // The premium account is made in SQL (a site owner's role change would add an audit row to every snapshot).
  // Plain PGlite SQL, because this package's drizzle-orm is another copy than @celtic/db's and its operators clash.
  const client = (db as unknown as { $client: { query(sql: string, params: unknown[]): Promise<unknown> } })
    .$client;
  const setRole = (id: number, role: string) =>
    client.query('update users set role = $1 where id = $2', [role, id]);
  await setRole(premium.id, 'premium');
  const saveReadingOfUser = async (content: string, zodiacSign: SignName): Promise<Reading> => {
    const { row } = await createReadingAsCaller(db, {
      uid: user.uid,
      content,
      zodiacSign,
      isFavorite: false,
    });
    if (!row) throw new Error('the user account has no row to save a reading for');
    return row;
  };
  await saveReadingOfUser(`${secret} private`, 'Hawk');
  // In SQL, past the 10 a user may make: the matrix revokes one per call and makes one for every caller.
  const keyOfUser = async (): Promise<number> => {
    const hash = createHash('sha256').update(randomBytes(32)).digest('hex');
    const result = (await client.query(
      'insert into api_keys (user_id, name, prefix, key_hash) values ($1, $2, $3, $4) returning id',
      [user.id, 'matrix', 'cz_live_mtrx', hash],
    )) as { rows: { id: number }[] };
    const id = result.rows[0]?.id;
    if (id === undefined) throw new Error('no key was stored');
    return id;
  };

  return {
    database,
    server,
    user,
    otherUser,
    premium,
    admin,
    siteOwner,
    secret,
    newReadingOfUser: () => saveReadingOfUser(`${secret} reading`, 'Fox'),
    newKeyOfUser: keyOfUser,
    newVictim: (role = 'user') =>
      makeUser(db, {
        email: uniqueEmail('victim'),
        displayName: 'Victor Victim',
        role: role === 'site_owner' ? 'site_owner' : undefined,
      }),
    newAccount: async (caller) => {
      const made = await account(uniqueEmail(`fresh-${caller}`), `Fresh ${caller}`);
      const role = {
        user: 'user',
        otherUser: 'user',
        premium: 'premium',
        admin: 'admin',
        siteOwner: 'site_owner',
      };
      await setRole(made.id, role[caller]);
      return made;
    },
    close: async () => {
      await server.close();
      await database.dispose();
    },
  };
}

/** Every row of every table, in a stable order: equal snapshots mean nothing was written. */
export async function snapshot(world: World): Promise<string> {
  const { db } = world.database.handle;
  const tables = [users, readings, compatibilityChecks, dailyHoroscopes, deletedUsers, auditLog] as const;
  const rows = await Promise.all(tables.map((table) => db.select().from(table)));
  return JSON.stringify(rows.map((list) => list.map((row) => JSON.stringify(row)).sort()));
}
