import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  announcer,
  parseUserChange,
  type UserChange,
  type UserChangeFeed,
  watchUserChanges,
} from './changes';
import { createDb, type DbHandle } from './client';
import { createCompatibilityCheck } from './queries/compatibility';
import { createReading, deleteReading, toggleFavorite } from './queries/readings';
import { deleteUser, setZodiacSign } from './queries/users';
import { freshPostgresDatabase, makeUser, type TestDb, testDrivers, testPostgresUrl } from './testing';

describe('parseUserChange', () => {
  it('reads ids and the everyone marker', () => {
    expect(parseUserChange('3,14,15')).toEqual({ everyone: false, userIds: [3, 14, 15] });
    expect(parseUserChange('*')).toEqual({ everyone: true });
  });

  it('reads the origin of an announcement', () => {
    expect(parseUserChange('a1b2:7,8')).toEqual({ everyone: false, userIds: [7, 8], origin: 'a1b2' });
    expect(parseUserChange('a1b2:*')).toEqual({ everyone: true, origin: 'a1b2' });
  });

  it('treats a payload it cannot read as everyone', () => {
    for (const payload of ['', '1,x', '1,,2', '-4', '1.5', '99999999999999999999']) {
      expect(parseUserChange(payload), payload).toEqual({ everyone: true });
    }
  });
});

describe('announcer', () => {
  it('sends one NOTIFY at a time, batching the ids announced meanwhile', async () => {
    const sent: string[] = [];
    const releases: (() => void)[] = [];
    const announce = announcer(async (payload) => {
      sent.push(payload);
      await new Promise<void>((resolve) => releases.push(resolve));
    });
    announce(1);
    announce(2);
    announce(3);
    announce(2);
    expect(sent).toEqual(['1']);
    releases.shift()?.();
    await vi.waitFor(() => expect(sent).toEqual(['1', '2,3']));
    releases.shift()?.();
    await Promise.resolve();
    announce(4);
    await vi.waitFor(() => expect(sent).toEqual(['1', '2,3', '4']));
    releases.shift()?.();
  });

  it('keeps announcing after a failed NOTIFY, and sends "*" for more ids than fit', async () => {
    const sent: string[] = [];
    let fail = true;
    const announce = announcer(async (payload) => {
      sent.push(payload);
      if (fail) throw new Error('connection lost');
    });
    announce(1);
    await vi.waitFor(() => expect(sent).toEqual(['1']));
    fail = false;
    for (let id = 1_000_000; id < 1_002_000; id += 1) announce(id);
    await vi.waitFor(() => expect(sent.at(-1)).toBe('*'));
    announce(5);
    await vi.waitFor(() => expect(sent.at(-1)).toBe('5'));
  });
});

/** Collects what a feed reports; `reset()` forgets it. */
function recorder() {
  const changes: UserChange[] = [];
  return {
    changes,
    onChange: (change: UserChange) => changes.push(change),
    ids: () => new Set(changes.flatMap((c) => (c.everyone ? [] : c.userIds))),
    everyone: () => changes.some((c) => c.everyone),
    reset: () => changes.splice(0),
  };
}

describe.each(testDrivers)('watchUserChanges on $name', (driver) => {
  let handle: TestDb;
  let feed: UserChangeFeed;
  const seen = recorder();
  beforeAll(async () => {
    handle = await driver.open();
    feed = await watchUserChanges(handle, seen.onChange);
  });
  afterAll(async () => {
    await feed.close();
    await handle.dispose();
  });

  it('reports each write with the ids of the users whose data it touched', async () => {
    const alice = await makeUser(handle.db);
    const bob = await makeUser(handle.db);
    await vi.waitFor(() => expect(seen.ids()).toEqual(new Set([alice.id, bob.id])));

    seen.reset();
    const reading = await createReading(handle.db, { userId: alice.id, content: 'Oak', zodiacSign: 'Wolf' });
    await vi.waitFor(() => expect(seen.ids()).toEqual(new Set([alice.id])));

    seen.reset();
    await toggleFavorite(handle.db, { id: reading.id, userId: alice.id });
    await deleteReading(handle.db, { id: reading.id, userId: alice.id });
    await createCompatibilityCheck(handle.db, {
      userId: bob.id,
      firstSign: 'Wolf',
      secondSign: 'Cat',
      compatibilityScore: 70,
      compatibilityDetails: '{}',
    });
    await setZodiacSign(handle.db, bob.id, 'Hawk');
    await vi.waitFor(() => expect(seen.ids()).toEqual(new Set([alice.id, bob.id])));

    seen.reset();
    await deleteUser(handle.db, bob.id);
    await vi.waitFor(() => expect(seen.ids()).toEqual(new Set([bob.id])));
    expect(seen.everyone()).toBe(false);
  });

  it('sends one notification for a bulk insert, and "everyone" when the ids would not fit', async () => {
    const owner = await makeUser(handle.db);
    // PostgreSQL delivers asynchronously: let the sign-up's own notification arrive before listening anew.
    await vi.waitFor(() => expect(seen.ids()).toContain(owner.id));
    seen.reset();
    // Four readings of one user in one statement: one notification, naming the user once.
    await handle.db.execute(sql`insert into readings (user_id, content, zodiac_sign)
      select ${owner.id}, 'Seed ' || g, 'Wolf' from generate_series(1, 4) g`);
    await vi.waitFor(() => expect(seen.changes).toEqual([{ everyone: false, userIds: [owner.id] }]));

    seen.reset();
    await handle.db.execute(sql`insert into users (firebase_uid, username)
      select 'bulk-' || g || '-' || random(), 'Bulk ' || g from generate_series(1, 2000) g`);
    await vi.waitFor(() => expect(seen.changes).toEqual([{ everyone: true }]));
  });

  it('stops reporting once closed', async () => {
    const quiet = recorder();
    const other = await watchUserChanges(handle, quiet.onChange);
    await other.close();
    quiet.reset();
    await makeUser(handle.db);
    await vi.waitFor(() => expect(seen.changes.length).toBeGreaterThan(0));
    expect(quiet.ids().size).toBe(0);
  });
});

describe.runIf(testPostgresUrl)('watchUserChanges across PostgreSQL handles', () => {
  let drop: () => Promise<void>;
  let writer: DbHandle;
  let reader: DbHandle;
  let url: string;
  beforeAll(async () => {
    const fresh = await freshPostgresDatabase(testPostgresUrl as string);
    drop = fresh.drop;
    url = fresh.url;
    writer = await createDb({ url });
    reader = await createDb({ url });
  });
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
    await drop?.();
  });

  it('stays silent for the writes of a handle that announces its own, and hears its announcements', async () => {
    const announcing = await createDb({ url, announcesUserChanges: true });
    const seen = recorder();
    const heardByAnnouncer = recorder();
    const feed = await watchUserChanges(reader, seen.onChange);
    const ownFeed = await watchUserChanges(announcing, heardByAnnouncer.onChange);
    try {
      seen.reset();
      heardByAnnouncer.reset();
      const user = await makeUser(announcing.db);
      await createReading(announcing.db, { userId: user.id, content: 'Quiet', zodiacSign: 'Wolf' });
      // A write through a plain handle afterwards: once it is heard, the quiet ones would have been too.
      const marker = await makeUser(writer.db);
      await vi.waitFor(() => expect(seen.ids()).toEqual(new Set([marker.id])));

      seen.reset();
      heardByAnnouncer.reset();
      ownFeed.announce(user.id);
      await vi.waitFor(() => expect(seen.changes).toEqual([{ everyone: false, userIds: [user.id] }]));
      // The announcer does not hear itself (a plain write shows its feed is listening).
      const second = await makeUser(writer.db);
      await vi.waitFor(() => expect(heardByAnnouncer.ids()).toEqual(new Set([second.id])));
    } finally {
      await ownFeed.close();
      await feed.close();
      await announcing.close();
    }
  });

  it("hears another handle's writes, and 'everyone' again after its connection is dropped", async () => {
    const seen = recorder();
    const feed = await watchUserChanges(reader, seen.onChange);
    try {
      // Listening is confirmed with an "everyone" (nothing was heard before it).
      expect(seen.changes).toEqual([{ everyone: true }]);
      seen.reset();
      const user = await makeUser(writer.db);
      await vi.waitFor(() => expect(seen.changes).toEqual([{ everyone: false, userIds: [user.id] }]));

      seen.reset();
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await admin`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen %'`;
      } finally {
        await admin.end({ timeout: 5 });
      }
      // The feed reconnects by itself and reports that anything may have changed meanwhile.
      await vi.waitFor(() => expect(seen.everyone()).toBe(true), { timeout: 15_000, interval: 100 });
      seen.reset();
      const later = await makeUser(writer.db);
      await vi.waitFor(() => expect(seen.ids()).toEqual(new Set([later.id])));
    } finally {
      await feed.close();
    }
  });
});
