/**
 * Roles over REST with real emulator tokens, on PGlite (and PostgreSQL when TEST_DATABASE_URL is set): who may
 * change what, the last site owner (409), the e-mail lists against a role set by hand across a new sign-in, the
 * effect on the very next request, the audit trail, and a user's export and deletion of their own account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseKinds,
  openTestDatabase,
  type SignedIn,
  signIn,
  startTestServer,
  type TestDatabase,
  type TestServer,
  uniqueEmail,
} from '../test/helpers';
import { type Answer, callAs, errorMessage } from '../test/http';

interface AuditEntry {
  action: string;
  actorId: number | null;
  targetId: number;
  targetName: string;
  fromRole: string | null;
  toRole: string | null;
  reason: string | null;
}

describe.each(databaseKinds)('roles over REST on %s', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  const ownerEmail = uniqueEmail('owner');
  const adminEmail = uniqueEmail('admin');
  const listedEmail = uniqueEmail('listed');
  let owner: SignedIn;
  let ownerId: number;

  const call = (method: string, path: string, as?: SignedIn, json?: unknown): Promise<Answer> =>
    callAs(server.url, method, path, { as, json });

  async function account(email: string, name: string, sub?: string): Promise<{ who: SignedIn; id: number }> {
    const who = await signIn({ email, name, sub });
    const me = await call('GET', '/api/users/me', who);
    expect(me.status, me.text).toBe(200);
    return { who, id: (me.json as { id: number }).id };
  }

  const setRole = (as: SignedIn, id: number, role: string, reason?: string) =>
    call('PATCH', `/api/admin/users/${id}/role`, as, { role, ...(reason && { reason }) });
  const roleOf = async (who: SignedIn) =>
    ((await call('GET', `/api/users/role?uid=${who.uid}`, who)).json as { role: string }).role;
  const audit = async (as: SignedIn, query = '') =>
    (await call('GET', `/api/admin/audit${query}`, as)).json as AuditEntry[];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startTestServer(database.handle, {
      SITE_OWNER_EMAILS: ownerEmail,
      ADMIN_EMAILS: `${adminEmail},${listedEmail}`,
    });
    ({ who: owner, id: ownerId } = await account(ownerEmail, 'Owen Owner'));
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('keeps the last site owner: stepping down and deleting the account answer 409 saying why', async () => {
    const stepDown = await setRole(owner, ownerId, 'admin');
    expect(stepDown.status).toBe(409);
    expect(errorMessage(stepDown)).toBe(
      'You are the last site owner: make another user a site owner before you step down',
    );
    const leave = await call('DELETE', '/api/users/me', owner);
    expect(leave.status).toBe(409);
    expect((leave.json as { code: string }).code).toBe('CONFLICT');
    expect(await roleOf(owner)).toBe('site_owner');
  });

  it('makes a user premium, then admin, each effective on their very next request, and audits both', async () => {
    const { who, id } = await account(uniqueEmail('pia'), 'Pia Person');
    expect((await call('GET', '/api/admin/users', who)).status).toBe(403);

    const premium = await setRole(owner, id, 'premium', 'Early supporter');
    expect(premium.status, premium.text).toBe(200);
    expect(premium.json).toMatchObject({ id, role: 'premium', roleSetByHand: true });
    expect(await roleOf(who)).toBe('premium');

    expect((await setRole(owner, id, 'admin')).status).toBe(200);
    const found = await call('GET', '/api/admin/users?q=PIA%20PER', who);
    expect(found.status).toBe(200);
    expect((found.json as { id: number }[]).map((user) => user.id)).toEqual([id]);

    const [second, first] = await audit(who, '?limit=2');
    expect(first).toMatchObject({ action: 'role_change', actorId: ownerId, targetId: id, toRole: 'premium' });
    expect(first?.reason).toBe('Early supporter');
    expect(second).toMatchObject({ fromRole: 'premium', toRole: 'admin', reason: null });
  });

  it('lets only site owners set roles, and refuses bad input naming the field', async () => {
    const { who: admin, id: adminId } = await account(adminEmail, 'Ada Admin');
    const { id } = await account(uniqueEmail('target'), 'Target');
    const byAdmin = await setRole(admin, id, 'admin');
    expect(byAdmin.status).toBe(403);
    expect(errorMessage(byAdmin)).toBe('Site owner role required');
    expect((await setRole(admin, adminId, 'site_owner')).status).toBe(403);

    const guest = await setRole(owner, id, 'guest');
    expect(guest.status).toBe(400);
    expect(errorMessage(guest)).toBe('role: Expected one of user, premium, admin, site_owner');
    const noRole = await call('PATCH', `/api/admin/users/${id}/role`, owner, {});
    expect(errorMessage(noRole)).toBe('role: Expected one of user, premium, admin, site_owner');
    expect((await setRole(owner, 2_000_000_000, 'admin')).status).toBe(404);
    expect((await call('GET', '/api/admin/users?q=x&limit=0', owner)).status).toBe(400);
  });

  it('the lists raise at sign-in, never lower, and a role set by hand wins at the next sign-in', async () => {
    const sub = `google-listed-${Date.now()}`;
    const { who: first, id } = await account(listedEmail, 'Lis Listed', sub);
    expect(await roleOf(first)).toBe('admin');
    expect((await setRole(owner, id, 'user', 'Left the team')).status).toBe(200);
    expect(await roleOf(first)).toBe('user');
    // A new ID token for the same account (tokens carry their second of issue): the server writes a sign-in
    // for it, and ADMIN_EMAILS must not win over the role set by hand.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await signIn({ email: listedEmail, name: 'Lis Listed', sub });
    expect(again.uid).toBe(first.uid);
    expect(again.idToken).not.toBe(first.idToken);
    expect(await roleOf(again)).toBe('user');
    expect((await audit(owner, '?limit=1'))[0]).toMatchObject({ toRole: 'user', reason: 'Left the team' });
  });

  it('hands over the site: promote another, step down, and the former owner may no longer set roles', async () => {
    const { who: heir, id: heirId } = await account(uniqueEmail('heir'), 'Heir');
    expect((await setRole(owner, heirId, 'site_owner')).status).toBe(200);
    expect((await setRole(owner, ownerId, 'admin', 'Handing over')).status).toBe(200);
    expect(await roleOf(owner)).toBe('admin');
    expect((await setRole(owner, heirId, 'user')).status).toBe(403);
    expect((await setRole(heir, heirId, 'user')).status).toBe(409);
    expect((await setRole(heir, ownerId, 'site_owner')).status).toBe(200);
  });

  it("exports a user's own data and deletes their account, leaving the audit row", async () => {
    const { who, id } = await account(uniqueEmail('leaver'), 'Lleu Leaver');
    const reading = { content: 'mine alone', zodiacSign: 'Wren', kind: 'day', period: '2026-11-29' };
    const saved = await call('POST', '/api/readings', who, reading);
    expect(saved.status).toBe(200);
    // The same reading again: the first copy, said to be saved before, and no second row.
    const again = await call('POST', '/api/readings', who, { ...reading, content: 'once more' });
    expect(again.json).toMatchObject({ id: (saved.json as { id: number }).id, alreadySaved: true });
    const found = await call('GET', '/api/readings/saved/Wren/day/2026-11-29', who);
    expect(found.json).toMatchObject({
      reading: { content: 'mine alone', kind: 'day', period: '2026-11-29' },
    });
    const check = await call('POST', '/api/compatibility', who, { firstSign: 'Wren', secondSign: 'Wolf' });
    expect(check.status).toBe(200);
    const exported = await call('GET', '/api/users/me/export', who);
    expect(exported.status).toBe(200);
    expect(exported.json).toMatchObject({
      profile: { id, username: 'Lleu Leaver' },
      readings: [{ content: 'mine alone' }],
      // Plain nested JSON: the details are an object, not a string of JSON.
      compatibilityChecks: [
        { firstSign: 'Wren', secondSign: 'Wolf', compatibilityDetails: { strengths: expect.any(Array) } },
      ],
      audit: [],
    });
    expect((exported.json as { readings: unknown[] }).readings).toHaveLength(1);

    const gone = await call('DELETE', '/api/users/me', who);
    expect(gone.status).toBe(204);
    const [row] = await audit(owner, '?limit=1');
    expect(row).toMatchObject({
      action: 'user_deletion',
      actorId: id,
      targetId: id,
      targetName: 'Lleu Leaver',
      toRole: null,
    });
    const users = (await call('GET', '/api/admin/users?q=Lleu', owner)).json as unknown[];
    expect(users).toEqual([]);
  });
});
