import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, newAccount, OWNER_EMAIL } from './accounts';
import {
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

const usersTable = (page: Page) => page.getByRole('table', { name: 'Registered users' });
const userRow = (page: Page, username: string) =>
  usersTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: username }) });

describe('user management', () => {
  it('lets an admin list and delete a user, never the site owner; the deleted user starts over', async () => {
    const owner = await signUp(browser, { name: 'Orla Owner', email: OWNER_EMAIL }, 'Stag');
    await waitForPath(owner.page, '/');
    await visible(sidebar(owner.page).getByRole('link', { name: 'User Management' }));
    await visible(sidebar(owner.page).getByText('Site Owner', { exact: true }));

    const member = newAccount('Fionn Member');
    const memberSession = await signUp(browser, member, 'Horse');
    await visible(heading(memberSession.page, 'Welcome, Fionn'));

    const admin = await signUp(browser, { name: 'Ailbhe Admin', email: ADMIN_EMAIL }, 'Cat');
    const { page } = admin;
    await visible(sidebar(page).getByText('Admin', { exact: true }));
    await navigate(page, 'User Management');
    await waitForPath(page, '/admin');
    await visible(heading(page, 'User Management'));

    for (const header of ['ID', 'Username', 'Role', 'Email', 'Zodiac Sign', 'Created At', 'Actions']) {
      await visible(usersTable(page).getByRole('columnheader', { name: header, exact: true }));
    }
    // The newest users first, a page at a time: the two just made lead it.
    await visible(userRow(page, 'Fionn Member').getByText(member.email, { exact: true }));
    await visible(userRow(page, 'Fionn Member').getByText('Horse', { exact: true }));
    // "Total users: 7", or "Total users: 25+" while more pages are left to load.
    const totalText = (await page.getByText(/^Total users:/).textContent()) ?? '';
    const morePages = totalText.endsWith('+');
    const total = Number(totalText.replace(/\D+/g, ''));
    expect(total).toBeGreaterThanOrEqual(3);
    expect(await usersTable(page).locator('tbody tr').count()).toBe(total);

    // Search by e-mail, in any case, as on /system: only the match is left. The site owner, made before
    // other files' users, is found the same way, and cannot be deleted.
    const search = page.getByLabel('Search users');
    await search.fill(OWNER_EMAIL.toUpperCase());
    await userRow(page, 'Fionn Member').waitFor({ state: 'detached' });
    await visible(userRow(page, 'Orla Owner').getByText(OWNER_EMAIL, { exact: true }));
    await visible(userRow(page, 'Orla Owner').getByText('Site owner', { exact: true }));
    expect(await usersTable(page).locator('tbody tr').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Delete Orla Owner' }).isDisabled()).toBe(true);

    await search.fill(member.email.toUpperCase());
    await userRow(page, 'Orla Owner').waitFor({ state: 'detached' });
    await visible(userRow(page, 'Fionn Member'));
    expect(await usersTable(page).locator('tbody tr').count()).toBe(1);
    await screenshot(page, 'admin-search-1440x900');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-search-390x844');
    await page.setViewportSize({ width: 1440, height: 900 });
    await search.fill('');
    await visible(page.getByText(totalText, { exact: true }));

    await page.getByRole('button', { name: 'Delete Fionn Member' }).click();
    const dialog = page.getByRole('alertdialog');
    await visible(dialog.getByText('Are you sure?', { exact: true }));
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'User deleted', 'User Fionn Member has been deleted.');
    await userRow(page, 'Fionn Member').waitFor({ state: 'detached' });
    if (!morePages) await visible(page.getByText(`Total users: ${total - 1}`, { exact: true }));

    // The deleted account is over everywhere: its Firebase user is gone, so the next load is signed out. Only a
    // new sign-in by the person starts over, with a new account: back to choosing a sign.
    await memberSession.page.reload();
    await waitForPath(memberSession.page, '/login');
    await signIn(memberSession.page, member);
    await waitForPath(memberSession.page, '/welcome');
    await visible(heading(memberSession.page, 'Welcome to Celtic Zodiac'));

    for (const session of [owner, memberSession, admin]) expectNoPageErrors(session);
  });
});
