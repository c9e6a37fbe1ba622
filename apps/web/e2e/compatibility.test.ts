import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './accounts';
import {
  api,
  expectNoPageErrors,
  expectToast,
  heading,
  launchBrowser,
  navigate,
  type Session,
  signUp,
  visible,
  waitForPath,
} from './browser';

let browser: Browser;
let session: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await signUp(browser, newAccount('Cormac Doyle'), 'Hawk');
});
afterAll(async () => {
  await browser?.close();
});

describe('compatibility', () => {
  it('asks for two signs, then shows the score and records the check in the history', async () => {
    const { page } = session;
    await navigate(page, 'Compatibility');
    await waitForPath(page, '/compatibility');
    await visible(heading(page, 'Compatibility'));
    await visible(page.getByText("You haven't checked any compatibility yet.", { exact: true }));

    // The first sign starts as the user's own; without a second one the check is refused.
    const first = page.getByRole('combobox', { name: 'First Sign' });
    expect(await first.textContent()).toContain('Hawk');
    const check = page.getByRole('button', { name: 'Check Compatibility' });
    await check.click();
    await expectToast(
      page,
      'Please select two signs',
      'You need to select two zodiac signs to check compatibility.',
    );

    await page.getByRole('combobox', { name: 'Second Sign' }).click();
    await page.getByRole('option', { name: /^Wolf/ }).click();
    await check.click();

    // The score the server recorded is the one on screen, in the result and in the history table.
    await expect
      .poll(async () => ((await (await api(session, 'GET', '/compatibility/me')).json()) as unknown[]).length)
      .toBe(1);
    const [record] = (await (await api(session, 'GET', '/compatibility/me')).json()) as {
      firstSign: string;
      secondSign: string;
      compatibilityScore: number;
    }[];
    expect(record).toMatchObject({ firstSign: 'Hawk', secondSign: 'Wolf' });
    const score = record?.compatibilityScore ?? -1;
    expect(score).toBeGreaterThanOrEqual(60);
    expect(score).toBeLessThanOrEqual(89);

    await visible(page.locator('main').getByText(`${score}%`, { exact: true }));
    const row = page.getByRole('row').filter({ hasText: 'Hawk' }).filter({ hasText: 'Wolf' });
    await visible(row.getByText(`${score}%`, { exact: true }));
    expect(await page.getByText("You haven't checked any compatibility yet.").count()).toBe(0);
    for (const header of ['First Sign', 'Second Sign', 'Compatibility', 'Date']) {
      await visible(page.getByRole('columnheader', { name: header, exact: true }));
    }
    expectNoPageErrors(session);
  });
});
