// The emulator `pnpm start` runs keeps its accounts in a folder: after the stop start.mjs uses (stop(): one SIGINT
// to its process group) and a new start, the same Google account is the same user. Each start takes ~10 s.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { accountsDir, defaultAccountsDir, freePort, startEmulator } from './emulator.mjs';

/** Signs a Google account in as the web app's account chooser does: a fake credential with a stable sub. */
async function signIn(host, email) {
  const claims = JSON.stringify({ sub: `emu-${email}`, email, name: 'Keeper' });
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  const body = await response.json();
  assert.equal(response.status, 200, JSON.stringify(body));
  return { uid: body.localId, isNewUser: body.isNewUser === true };
}

/** Calls the emulator's admin API for the project (`accounts:batchCreate`, `accounts:query` …); its JSON answer. */
async function admin(host, projectId, action, body) {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/${action}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify(body),
    },
  );
  const text = await response.text();
  assert.equal(response.status, 200, text);
  return JSON.parse(text);
}

/** Adds `count` e-mail accounts at once, so that loading them takes a while. */
async function addAccounts(host, projectId, count) {
  const users = Array.from({ length: count }, (_, index) => ({
    localId: `crowd-${index}`,
    email: `crowd-${index}@example.com`,
  }));
  await admin(host, projectId, 'accounts:batchCreate', { users });
}

/** How many accounts the emulator holds. */
async function accountCount(host, projectId) {
  return Number((await admin(host, projectId, 'accounts:query', { returnUserInfo: false })).recordsCount);
}

test('keeps the accounts across a stop and a start, so an e-mail stays the same user', async (t) => {
  const parent = mkdtempSync(join(tmpdir(), 'celtic-accounts-test-'));
  t.after(() => rmSync(parent, { recursive: true, force: true }));
  // Not there yet, as on a first `pnpm start`.
  const dataDir = join(parent, 'auth-emulator');
  const host = `127.0.0.1:${await freePort()}`;
  // A project of its own: nothing else running on this machine shares its emulator's bookkeeping.
  const options = { host, projectId: 'demo-devstack-accounts', dataDir };

  let emulator = await startEmulator(options);
  t.after(() => emulator.stop());
  assert.equal(emulator.reused, false);
  const first = await signIn(host, 'keeper@example.com');
  assert.equal(first.isNewUser, true);
  // Enough accounts that loading them takes a while: the emulator answers HTTP before it has.
  await addAccounts(host, options.projectId, 50_000);
  await emulator.stop();
  assert.ok(existsSync(join(dataDir, 'firebase-export-metadata.json')), 'the accounts were saved at stop');

  emulator = await startEmulator(options);
  // A new emulator that loaded the saved accounts, not the first one still shutting down.
  assert.equal(emulator.reused, false);
  // Handed over only once every saved account is back.
  assert.equal(await accountCount(host, options.projectId), 50_001);
  const again = await signIn(host, 'keeper@example.com');
  assert.deepEqual(again, { uid: first.uid, isNewUser: false });
  // Another address is still another user.
  const other = await signIn(host, 'other@example.com');
  assert.notEqual(other.uid, first.uid);
  await emulator.stop();
});

test('keeps the accounts under .data/ unless AUTH_EMULATOR_DATA_DIR names another folder', () => {
  assert.ok(defaultAccountsDir.endsWith('/.data/auth-emulator'));
  assert.equal(accountsDir({}), defaultAccountsDir);
  assert.equal(accountsDir({ AUTH_EMULATOR_DATA_DIR: '' }), defaultAccountsDir);
  assert.equal(accountsDir({ AUTH_EMULATOR_DATA_DIR: '/srv/accounts' }), '/srv/accounts');
  assert.equal(
    accountsDir({ AUTH_EMULATOR_DATA_DIR: 'accounts', INIT_CWD: '/home/me/celtic' }),
    '/home/me/celtic/accounts',
  );
});
