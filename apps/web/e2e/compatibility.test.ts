import { signNames } from '@celtic/zodiac-core';
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

  it('shows the newest 50 checks, then loads the rest with "Load more checks"', async () => {
    const { page } = session;
    // 52 more checks through the API (53 with the one above): 51 a few at a time, then the newest alone. The
    // history keeps one row per pair, so each is a pair of its own, none with Wolf (the first check's).
    const post = (firstSign: string, secondSign: string) =>
      api(session, 'POST', '/compatibility', { firstSign, secondSign });
    const others = signNames.filter((name) => name !== 'Wolf');
    const pairs = others
      .flatMap((first, i) => others.slice(i + 1).map((second) => [first, second] as const))
      .filter((pair) => !(pair.includes('Seahorse') && pair.includes('Wren')))
      .slice(0, 51);
    expect(pairs).toHaveLength(51);
    for (let i = 0; i < pairs.length; i += 3) {
      const answers = await Promise.all(pairs.slice(i, i + 3).map(([first, second]) => post(first, second)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    }
    expect((await post('Seahorse', 'Wren')).status).toBe(200);
    await page.reload();
    const table = page.getByRole('table', { name: 'Your compatibility checks' });
    const rows = table.locator('tbody tr');
    await visible(rows);
    expect(await rows.count()).toBe(50);
    // Newest first: the last one posted leads; the first check of all is not shown yet.
    await visible(rows.first().getByText('Seahorse', { exact: true }));
    expect(await table.getByText('Wolf', { exact: true }).count()).toBe(0);

    const more = page.getByRole('button', { name: 'Load more checks' });
    await more.click();
    await expect.poll(() => rows.count()).toBe(53);
    await visible(rows.last().getByText('Wolf', { exact: true }));
    await more.waitFor({ state: 'detached' });
    expectNoPageErrors(session);
  });
});
