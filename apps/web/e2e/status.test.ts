import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  desktop,
  expectNoPageErrors,
  heading,
  launchBrowser,
  mobile,
  openSession,
  screenshot,
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

// Push sending may be late while other files' pushes wait for their retries: any of the three headlines.
const headlines = /^(All systems operational|Some systems are degraded|Part of the service is down)$/;

describe('service status', () => {
  it.each([
    ['desktop', desktop],
    ['mobile', mobile],
  ] as const)('a signed-out visitor reaches /status from the sign-in page (%s)', async (size, viewport) => {
    const session = await openSession(browser, viewport);
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Service status' }).click();
    await waitForPath(page, '/status');
    await visible(heading(page, 'Service Status'));
    await visible(page.getByText(headlines));
    for (const name of ['API', 'Database', 'Push notifications']) {
      await visible(page.getByRole('heading', { level: 2, name }));
    }
    // The server writes its heartbeat from its start: today is measured, or will be within the minute.
    const api = page.getByRole('img', { name: /^API, last 90 days: / });
    await visible(api);
    expect(await api.locator('span').count()).toBe(90);
    await visible(page.getByRole('link', { name: '/api/status' }));
    expect(await page.title()).toBe('Service Status · Celtic Zodiac Explorer');
    await screenshot(page, `status-${size}`);
    expectNoPageErrors(session);
    await session.context.close();
  });

  it.each([
    ['es-ES', 'Estado del servicio', 'Base de datos', 'Notificaciones push'],
    ['de-DE', 'Dienststatus', 'Datenbank', 'Push-Benachrichtigungen'],
  ] as const)('reads in the browser’s language (%s)', async (locale, title, database, push) => {
    const session = await openSession(browser, desktop, locale);
    const { page } = session;
    await page.goto('/status');
    await visible(heading(page, title));
    await visible(page.getByRole('heading', { level: 2, name: database }));
    await visible(page.getByRole('heading', { level: 2, name: push }));
    await screenshot(page, `status-${locale}`);
    expectNoPageErrors(session);
    await session.context.close();
  });
});
