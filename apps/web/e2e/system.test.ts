/**
 * System Settings and a user's own data: a site owner finds a user and makes them premium, then admin, and
 * reads it in the audit trail; that user's next load opens User Management. A plain user is refused /system.
 * On /profile a user downloads their data and deletes their account.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, OWNER_EMAIL } from './accounts';
import {
  expectNoPageErrors,
  expectToast,
  heading,
  launchBrowser,
  navigate,
  screenshot,
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

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

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
