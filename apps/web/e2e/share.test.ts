import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './accounts';
import {
  baseUrl,
  desktop,
  expectNoPageErrors,
  heading,
  launchBrowser,
  mobile,
  navigate,
  openSession,
  pathOf,
  signUp,
  visible,
  waitForPath,
} from './browser';

// The docs show these: the birth chart at both sizes and three preview images.
const docsShots = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(docsShots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('birth chart and share pages', () => {
  it.each([
    ['desktop', desktop],
    ['mobile', mobile],
  ] as const)('a signed-out visitor draws a birth chart on /birth-chart (%s)', async (size, viewport) => {
    const session = await openSession(browser, viewport);
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Draw your Celtic birth chart' }).click();
    await waitForPath(page, '/birth-chart');
    await visible(heading(page, 'Your Celtic Birth Chart'));
    await page.getByLabel('Date of birth').fill('1990-06-15');
    await page.getByLabel('Time (optional)').fill('08:30');
    await page.getByLabel('Time zone of the place').fill('Europe/Dublin');
    await page.getByRole('button', { name: 'Draw my chart' }).click();
    await visible(page.getByRole('heading', { name: 'Seahorse · Oak' }));
    // 08:30 in Dublin (summer time) is 07:30 UTC: the Moon is 60% lit and waning then.
    await visible(page.getByText(/^\d+% lit, waning$/));
    await visible(page.getByRole('img', { name: 'Ogham letter Duir' }));
    await visible(page.getByRole('button', { name: /^Seahorse,/, pressed: true }));
    expect(new URL(page.url()).searchParams.get('timeZone')).toBe('Europe/Dublin');
    expect(pathOf(page)).toBe('/birth-chart');
    await page.screenshot({ path: `${docsShots}birth-chart-${size}.png`, fullPage: true });
    expectNoPageErrors(session);
    await session.context.close();
  });

  it('Share on /horoscope offers the public page, which a signed-out visitor reads without signing in', async () => {
    const session = await signUp(browser, newAccount('Niamh Share'), 'Fox');
    const { page, context } = session;
    // The share sheet, recorded: what a phone would hand to the chosen app.
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await page.reload();
    await navigate(page, 'Daily Horoscope');
    await waitForPath(page, '/horoscope');
    await page.getByRole('button', { name: 'Share Horoscope' }).click();
    const shared = await page.waitForFunction(
      () => (window as unknown as { shared?: ShareData }).shared?.url,
    );
    const url = String(await shared.jsonValue());
    expect(url).toMatch(new RegExp(`^${baseUrl()}/share/daily/fox/\\d{4}-\\d{2}-\\d{2}$`));
    const general = await page
      .getByRole('heading', { name: 'Daily Overview' })
      .locator('xpath=..')
      .textContent();
    await session.context.close();

    const stranger = await openSession(browser, desktop);
    const response = await stranger.page.goto(url);
    expect(response?.status()).toBe(200);
    expect(new URL(stranger.page.url()).pathname).toBe(new URL(url).pathname);
    await visible(stranger.page.getByRole('heading', { level: 1, name: 'Fox, the Willow sign' }));
    const overview = (await stranger.page.locator('h2:text("Overview") + p').textContent()) ?? '';
    expect(overview.length).toBeGreaterThan(60);
    expect(general).toContain(overview.slice(0, 60));
    await visible(stranger.page.getByRole('link', { name: 'Find your sign' }));
    const image = await stranger.page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(image).toBe(1200);
    await stranger.page.screenshot({ path: `${docsShots}share-daily-desktop.png`, fullPage: true });
    await stranger.context.close();
  });

  it('saves three preview images for the docs', async () => {
    for (const [name, path] of [
      ['daily', '/share/daily/stag/2026-11-27'],
      ['compatibility', '/share/compatibility/wolf/hawk'],
      ['birth-chart', '/share/birth-chart/1990-06-15'],
    ]) {
      const response = await fetch(`${baseUrl()}${path}/image.png`);
      expect(response.status).toBe(200);
      writeFileSync(`${docsShots}share-${name}-preview.png`, Buffer.from(await response.arrayBuffer()));
    }
  });
});
