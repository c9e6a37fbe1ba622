/**
 * System Settings and a user's own data: a site owner finds a user and makes them premium, then admin, and
 * reads it in the audit trail; that user's next load opens User Management. A plain user is refused /system.
 * An unverified address is marked on /system and /admin, raising it asks to confirm, and neither list is kept in
 * the device's IndexedDB. On /profile a user downloads their data and deletes their account.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newAccount, OWNER_EMAIL } from './accounts';
import {
  baseUrl,
  expectNoPageErrors,
  expectToast,
  heading,
  launchBrowser,
  navigate,
  screenshot,
  sidebar,
  signIn,
  signUp,
  visible,
  waitForPath,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function changeRole(page: Page, username: string, role: string, reason?: string): Promise<void> {
  await page.getByRole('button', { name: `Change role of ${username}` }).click();
  const dialog = page.getByRole('alertdialog');
  await visible(dialog.getByText(`Change the role of ${username}`, { exact: true }));
  await dialog.getByLabel('New role').selectOption(role);
  if (reason) await dialog.getByLabel(/^Reason/).fill(reason);
  await screenshot(page, `system-role-dialog-${role}-1440x900`);
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('system settings', () => {
  it('lets the site owner make a user premium, then admin, with both changes in the audit trail', async () => {
    const member = newAccount('Niamh Member');
    const memberSession = await signUp(browser, member, 'Wren');
    await visible(heading(memberSession.page, 'Welcome, Niamh'));
    expect(await sidebar(memberSession.page).getByRole('link', { name: 'User Management' }).count()).toBe(0);

    const owner = await signUp(browser, { name: 'Orla Owner', email: OWNER_EMAIL }, 'Stag');
    const { page } = owner;
    await navigate(page, 'System Settings');
    await waitForPath(page, '/system');
    await visible(heading(page, 'System Settings'));
    await visible(page.getByText('A role you set here wins over the lists', { exact: false }));

    await page.getByLabel('Search users').fill(member.email.toUpperCase());
    const users = page.getByRole('list', { name: 'Users' });
    await visible(users.getByText(member.email, { exact: true }));
    await users.getByText('Orla Owner', { exact: false }).waitFor({ state: 'detached' });

    await changeRole(page, 'Niamh Member', 'premium', 'Early supporter');
    await expectToast(page, 'Role changed', 'Niamh Member is now Premium.');
    await visible(users.getByText('Premium', { exact: true }));
    await visible(users.getByText('set by hand', { exact: true }));
    await changeRole(page, 'Niamh Member', 'admin');
    await expectToast(page, 'Role changed', 'Niamh Member is now Admin.');

    // Newest first: the change to admin, then the one to premium with its reason.
    const rows = page.getByRole('table', { name: /Audit trail/ }).locator('tbody tr');
    await visible(rows.first().getByText('Admin', { exact: true }));
    const cells = async (index: number) => (await rows.nth(index).locator('td').allTextContents()).slice(1);
    expect(await cells(0)).toEqual(['Orla Owner', 'Role change', 'Niamh Member', 'Premium', 'Admin', '—']);
    expect(await cells(1)).toEqual([
      'Orla Owner',
      'Role change',
      'Niamh Member',
      'User',
      'Premium',
      'Early supporter',
    ]);

    // The member's next load reads the new role: User Management opens for them.
    await memberSession.page.reload();
    await visible(sidebar(memberSession.page).getByRole('link', { name: 'User Management' }));
    await navigate(memberSession.page, 'User Management');
    await visible(memberSession.page.getByRole('table', { name: 'Registered users' }));
    expect(await sidebar(memberSession.page).getByRole('link', { name: 'System Settings' }).count()).toBe(0);

    for (const session of [owner, memberSession]) expectNoPageErrors(session);
  });

  it('shows a plain user the not-authorised card on /system, and no link to it', async () => {
    const session = await signUp(browser, newAccount('Cian Plain'), 'Fox');
    const { page } = session;
    expect(await sidebar(page).getByRole('link', { name: 'System Settings' }).count()).toBe(0);
    await page.goto('/system');
    await visible(
      page.getByRole('alert').getByText('You are not authorised to view this page', { exact: true }),
    );
    await visible(page.getByText('System Settings is open to site owners only', { exact: false }));
    expect(await page.getByRole('list', { name: 'Users' }).count()).toBe(0);
    expectNoPageErrors(session);
  });
});

/**
 * An e-mail and password account (its address unverified, as every such account is until the person follows
 * Firebase's link), signed in to the server once so it has a row. Returns its username.
 */
async function unverifiedAccount(email: string): Promise<string> {
  const signUp = await fetch(
    `http://${inject('emulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery', returnSecureToken: true }),
    },
  );
  const { idToken } = (await signUp.json()) as { idToken?: string };
  expect(idToken, 'the emulator made the account').toBeTruthy();
  const me = await fetch(`${baseUrl()}/api/users/me`, { headers: { authorization: `Bearer ${idToken}` } });
  const body = await me.text();
  expect(me.status, body).toBe(200);
  return (JSON.parse(body) as { username: string }).username;
}

/** Everything the app keeps in its own IndexedDB store on this device, as JSON text. */
const deviceStore = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('celtic-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('entries').objectStore('entries').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => resolve(JSON.stringify(read.result));
        };
      }),
  );

describe('an unverified address', () => {
  it('is marked on /system and /admin, raising it asks to confirm, and neither list is kept on the device', async () => {
    const email = `${newAccount('Ivo Impostor').email}`;
    const username = await unverifiedAccount(email);

    const owner = await signUp(browser, { name: 'Orla Owner', email: OWNER_EMAIL }, 'Stag');
    const { page } = owner;
    await navigate(page, 'System Settings');
    await waitForPath(page, '/system');
    await page.getByLabel('Search users').fill(email);
    const users = page.getByRole('list', { name: 'Users' });
    const row = users.getByRole('listitem').filter({ hasText: email });
    await visible(row.getByText('Unverified', { exact: true }));

    await page.getByRole('button', { name: `Change role of ${username}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('New role').selectOption('admin');
    await dialog.getByRole('button', { name: 'Save role' }).click();
    await visible(dialog.getByText('This address is not verified', { exact: true }));
    await visible(
      dialog.getByText(`Firebase has not verified that ${email} belongs to ${username}`, { exact: false }),
    );
    await screenshot(page, 'system-unverified-confirm-1440x900');
    // Back leaves the role as it was; confirming raises it.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Save role' }).click();
    await dialog.getByRole('button', { name: 'Raise anyway' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectToast(page, 'Role changed', `${username} is now Admin.`);

    await navigate(page, 'User Management');
    await waitForPath(page, '/admin');
    const table = page.getByRole('table', { name: 'Registered users' });
    await visible(table.getByRole('row').filter({ hasText: email }).getByText('Unverified', { exact: true }));
    await visible(table.getByRole('row').filter({ hasText: OWNER_EMAIL }));
    expect(
      await table.getByRole('row').filter({ hasText: OWNER_EMAIL }).getByText('Unverified').count(),
    ).toBe(0);

    // The app keeps the owner's own answers as they arrive (half a second later): none of the lists.
    await navigate(page, 'Saved Readings');
    await waitForPath(page, '/saved');
    await expect.poll(() => deviceStore(page)).toContain('saved-readings');
    const kept = await deviceStore(page);
    expect(kept).not.toContain(email);
    expect(kept).not.toContain('system-users');
    expect(kept).not.toContain('admin-users');
    expectNoPageErrors(owner);
  });
});

describe("a user's own data on /profile", () => {
  it('downloads the data as JSON, then deletes the account after a confirmation naming what is lost', async () => {
    const account = newAccount('Deirdre Leaving');
    const session = await signUp(browser, account, 'Swan');
    const { page } = session;
    await page.goto('/profile');
    await visible(heading(page, 'Your Profile'));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^celtic-zodiac-data-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await download.path();
    const data = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
    expect(data.profile).toMatchObject({ email: account.email, zodiacSign: 'Swan', role: 'user' });
    expect(data).toMatchObject({ readings: [], compatibilityChecks: [], audit: [] });

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog');
    await visible(dialog.getByText('Delete your account?', { exact: true }));
    await visible(dialog.getByText(/your chosen sign \(Swan\), all your saved readings/));
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expectToast(page, 'Account deleted');
    await waitForPath(page, '/login');

    // Signing in again starts a new account: back to choosing a sign.
    await signIn(page, account);
    await waitForPath(page, '/welcome');
    expectNoPageErrors(session);
  });
});
