/**
 * One birth date: given once on /welcome (with a time and a zone), it is the profile's birth chart and the form
 * /birth-chart starts from.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './accounts';
import {
  desktop,
  expectNoPageErrors,
  heading,
  launchBrowser,
  mobile,
  openSession,
  screenshotDir,
  signIn,
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

describe('one birth date', () => {
  it('given on /welcome, it is the profile’s and fills /birth-chart', async () => {
    const session = await openSession(browser, mobile);
    const { page } = session;
    await signIn(page, newAccount('Aoife Once'));
    await visible(heading(page, 'Welcome to Celtic Zodiac'));
    await page.getByLabel('Birth date').fill('1988-11-30');
    await page.getByLabel('Time (optional)').fill('21:15');
    await page.getByLabel('Time zone of the place').fill('Asia/Kolkata');
    await page.screenshot({ path: `${screenshotDir}welcome-birth-mobile.png`, fullPage: true });
    await page.setViewportSize(desktop);
    await page.screenshot({ path: `${screenshotDir}welcome-birth-desktop.png`, fullPage: true });
    await page.getByRole('button', { name: 'Continue with Wolf' }).click();
    await waitForPath(page, '/');

    await page.goto('/profile');
    const birth = await visible(page.getByRole('region', { name: 'Your birth chart' }));
    await expect.poll(() => birth.getByLabel('Date of birth').inputValue()).toBe('1988-11-30');
    await expect(birth.getByLabel('Time (optional)').inputValue()).resolves.toBe('21:15');
    await expect(birth.getByLabel('Time zone of the place').inputValue()).resolves.toBe('Asia/Kolkata');
    await visible(birth.getByRole('button', { name: 'Remove my birth date' }));

    await page.goto('/birth-chart');
    await expect.poll(() => page.getByLabel('Date of birth').inputValue()).toBe('1988-11-30');
    await expect(page.getByLabel('Time (optional)').inputValue()).resolves.toBe('21:15');
    await page.screenshot({ path: `${screenshotDir}birth-chart-prefilled-desktop.png`, fullPage: true });
    expectNoPageErrors(session);
    await session.context.close();
  });
});
