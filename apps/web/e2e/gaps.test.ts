/**
 * Three places where the app once fell short of its own rules (docs/PRODUCT.md §2 and §4): /welcome had no way
 * out, choosing a sign needed the server, and an unknown path showed the 404 page to a signed-out visitor.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './accounts';
import {
  api,
  expectNoPageErrors,
  expectToast,
  heading,
  launchBrowser,
  openSession,
  pickFromList,
  signIn,
  toasts,
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

describe('the gaps', () => {
  it('/welcome has the Logout of the header', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, newAccount('Lorcan Undecided'));
    await waitForPath(page, '/welcome');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Signed Out', "You've been signed out successfully.");
    await waitForPath(page, '/login');
    expectNoPageErrors(session);
  });

  it('keeps a chosen sign while the server refuses to save it, and syncs it once the server is back', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await signIn(page, newAccount('Saoirse Offline'));
    await waitForPath(page, '/welcome');

    let refused = 0;
    const refuse = async (route: import('playwright-core').Route) => {
      refused += 1;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"away"}' });
    };
    const saves = (url: URL) =>
      url.pathname.startsWith('/trpc/') && url.pathname.includes('user.updateZodiac');
    await page.route(saves, refuse);

    await pickFromList(page, 'Hawk');
    await page.getByRole('button', { name: 'Continue with Hawk' }).click();
    await expectToast(page, 'Zodiac Sign Selected', "You've selected Hawk as your Celtic zodiac sign.");
    await waitForPath(page, '/');
    expect(await toasts(page).getByText('Error Selecting Sign').count()).toBe(0);
    await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

    // The server comes back: a retry saves the sign there.
    await page.unroute(saves, refuse);
    await expect
      .poll(
        async () =>
          ((await (await api(session, 'GET', '/users/me')).json()) as { zodiacSign: string }).zodiacSign,
        { timeout: 30_000, interval: 500 },
      )
      .toBe('Hawk');
    // And a reload keeps it: the dashboard, not /welcome.
    await page.reload();
    await visible(page.getByRole('button', { name: 'Reset Sign' }));
    expectNoPageErrors(session);
  });

  it('sends an unknown path to /login when signed out, and to /welcome without a sign', async () => {
    const session = await openSession(browser);
    const { page } = session;
    await page.goto('/no-such-grove');
    await waitForPath(page, '/login');
    await visible(heading(page, 'Celtic Zodiac Explorer'));
    expect(await page.getByText('Page not found').count()).toBe(0);

    await signIn(page, newAccount('Eimear Wanderer'));
    await waitForPath(page, '/welcome');
    await page.goto('/deep/in/the/forest');
    await waitForPath(page, '/welcome');
    await visible(heading(page, 'Welcome to Celtic Zodiac'));
    expectNoPageErrors(session);
  });
});
