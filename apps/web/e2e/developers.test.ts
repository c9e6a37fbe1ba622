import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './accounts';
import {
  baseUrl,
  desktop,
  expectNoPageErrors,
  expectToast,
  heading,
  launchBrowser,
  mobile,
  screenshot,
  sidebar,
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

const read = (key: string) => fetch(`${baseUrl()}/api/signs`, { headers: { 'x-api-key': key } });

describe.each([
  ['desktop', desktop],
  ['phone', mobile],
] as const)('/developers on a %s', (size, viewport) => {
  it('makes a key shown once, copies it, sees its use, and revokes it', async () => {
    const session = await signUp(browser, newAccount(`Dev ${size}`), 'Hawk', viewport);
    const { page, context } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    // On a phone the sidebar is behind the menu button: the same link.
    if (size === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebar(page).getByRole('link', { name: 'Developers' }).click();
    await waitForPath(page, '/developers');
    await visible(heading(page, 'Developers'));
    await visible(page.getByText('You have no API keys yet.'));

    await page.getByLabel('Name of a new key').fill('My calendar app');
    await page.getByRole('button', { name: 'Create key' }).click();
    const field = page.getByLabel('New API key');
    await visible(field);
    const key = await field.inputValue();
    expect(key).toMatch(/^cz_live_[A-Za-z0-9_-]{43}$/);
    await screenshot(page, `developers-new-key-${size}`);

    await page.getByRole('button', { name: 'Copy' }).click();
    await visible(page.getByRole('button', { name: 'Copied' }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    // The key reads the API, and its answer says what is left of the key's limits.
    const answer = await read(key);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('ratelimit-policy')).toContain('"minute";q=');
    expect(answer.headers.get('ratelimit')).toMatch(/"minute";r=\d+;t=\d+/);

    await page.getByRole('button', { name: 'I have copied it' }).click();
    expect(await page.getByLabel('New API key').count()).toBe(0);
    // Shown once: nowhere on the page now, nor after a reload.
    await page.reload();
    await visible(heading(page, 'Developers'));
    const list = page.getByRole('list', { name: 'Your API keys' });
    const item = list.getByRole('listitem').filter({ hasText: 'My calendar app' });
    await visible(item);
    await visible(item.getByText(key.slice(0, 12)));
    expect(await page.content()).not.toContain(key.slice(12));
    // The request made with it is charted (its words are the chart's label), and its last use is shown.
    await visible(item.getByRole('img', { name: /^1 request in the last 30 days/ }));
    expect(await item.getByText('Never').count()).toBe(0);
    await screenshot(page, `developers-${size}`);
    // The list and its chart pass axe's serious and critical rules.
    const scan = await new AxeBuilder({ page }).analyze();
    expect(
      scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    await item.getByRole('button', { name: 'Revoke My calendar app' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this key?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expectToast(page, 'Key “My calendar app” revoked');
    await visible(page.getByText('You have no API keys yet.'));
    const refused = await read(key);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'X-Api-Key: unknown or revoked API key',
    );

    // Nothing overflows the screen sideways.
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    expectNoPageErrors(session);
    await context.close();
  }, 120_000);
});
