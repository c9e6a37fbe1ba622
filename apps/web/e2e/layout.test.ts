/**
 * The layout from 360 to 1440 px in English, Spanish and German, signed out and signed in with a long display
 * name and a long e-mail address: no screen scrolls sideways, the phone header keeps one row, and a toast never
 * covers the control just used. Every screen is pictured (screenshots/layout-*) at 360, 390 and 1440 px.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_EMAIL } from './accounts';
import {
  launchBrowser,
  openSession,
  type Session,
  screenshot,
  screenshotDir,
  signIn,
  toasts,
  visible,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const languages = [
  ['en', 'en-GB'],
  ['es', 'es-ES'],
  ['de', 'de-DE'],
] as const;

const phone = { width: 360, height: 740 };
const sizes = [phone, { width: 390, height: 844 }, { width: 1440, height: 900 }];

/** Each user's own address: one unbroken word far wider than a phone. */
const longAccount = (tag: string) => ({
  name: 'Maximiliane Wilhelmina von Hohenzollern-Sigmaringen-Schwarzenbach',
  email: `maximiliane.wilhelmina.hohenzollern-sigmaringen.${tag}.${randomBytes(3).toString('hex')}@celtic.test`,
});

/** The screens a signed-in user can open (the 404 page and the signed-out /birth-chart included). */
const signedInRoutes = [
  '/',
  '/zodiac',
  '/horoscope',
  '/horoscope?view=week',
  '/horoscope/all',
  '/compatibility',
  '/saved',
  '/history',
  '/profile',
  '/developers',
  '/admin',
  '/system',
  '/birth-chart',
  '/no-such-page',
];
const signedOutRoutes = ['/login', '/birth-chart'];

const fileName = (path: string) =>
  path
    .replace(/^\/$/, 'dashboard')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-/, '');

async function widths(page: Page) {
  return page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
}

/** The page has drawn its heading and finished loading. */
async function settled(page: Page): Promise<void> {
  await visible(page.getByRole('heading', { level: 1 }));
  await page.waitForLoadState('networkidle');
}

async function closeToasts(page: Page): Promise<void> {
  const close = toasts(page).getByRole('button');
  for (const button of await close.all()) await button.click().catch(() => {});
  await close.first().waitFor({ state: 'detached' });
}

/** Pictures the screen and checks that nothing pushes it wider than the window. */
async function check(page: Page, name: string): Promise<void> {
  await closeToasts(page);
  await screenshot(page, name);
  const seen = await widths(page);
  expect.soft(seen.page, `${name} scrolls sideways`).toBeLessThanOrEqual(seen.window);
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The box of the toast shown now (the first one). */
async function toastBox(page: Page): Promise<Box> {
  const toast = toasts(page).locator('li').first();
  await visible(toast);
  // Past its fade-in and any move away from the control.
  await page.waitForTimeout(400);
  return box(toast);
}

/** Chooses the fifth sign from /welcome's list and continues to the dashboard. */
async function chooseAnySign(page: Page): Promise<void> {
  await page.locator('#main button[role="combobox"]').click();
  await page.getByRole('listbox').getByRole('option').nth(4).click();
  await page.locator('section[aria-live] button').click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Pictures the screen at each size, checking at each that nothing pushes it wider than the window. */
async function checkAtEverySize(page: Page, name: string): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    // Layouts that change markup with the width (tables and card lists) re-render.
    await page.waitForTimeout(150);
    await check(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(phone);
}

for (const [lang, locale] of languages) {
  describe(`${lang}`, () => {
    let session: Session;
    beforeAll(async () => {
      session = await openSession(browser, phone, locale);
    });
    afterAll(async () => {
      await session?.context.close();
    });

    it('signed out', async () => {
      const { page } = session;
      for (const path of signedOutRoutes) {
        await page.goto(path);
        await settled(page);
        await checkAtEverySize(page, `layout-out-${fileName(path)}-${lang}`);
      }
    });

    it('signs in: the toast leaves the /welcome heading and the bar free', async () => {
      const { page } = session;
      await signIn(page, longAccount(lang), lang);
      const welcome = page.getByRole('heading', { level: 1 });
      await visible(welcome);
      const shown = await toastBox(page);
      expect.soft(overlap(shown, await box(welcome)), 'the toast covers the heading').toBe(false);
      const bar = await box(page.locator('section[aria-live]'));
      expect.soft(overlap(shown, bar), 'the toast covers the bar').toBe(false);
      await checkAtEverySize(page, `layout-welcome-${lang}`);
    });

    it('/welcome: the list opens clear of the bar, and a sign’s dates stay whole', async () => {
      const { page } = session;
      await page.locator('#main button[role="combobox"]').click();
      const list = page.getByRole('listbox');
      await visible(list);
      await page.waitForTimeout(300);
      const bar = await box(page.locator('section[aria-live]'));
      const shown = await box(list);
      expect.soft(shown.y + shown.height, 'the bar covers the list').toBeLessThanOrEqual(bar.y);
      // The window only: a full-page picture resizes the window, which closes the list.
      await page.screenshot({ path: `${screenshotDir}layout-welcome-list-${lang}-360.png` });
      // Birch (Dec 24 – Jan 20): its dates span two months and a year's end.
      await list.getByRole('option').first().click();
      const dates = page.locator('section[aria-live] p').nth(1);
      for (const size of sizes) {
        await page.setViewportSize(size);
        const lines = await dates.evaluate(
          (p) => p.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(p).lineHeight),
        );
        expect.soft(Math.round(lines), `the dates break at ${size.width} px`).toBe(1);
        const bounds = await dates.evaluate((p) => p.scrollWidth <= p.clientWidth);
        expect.soft(bounds, `the dates are cut at ${size.width} px`).toBe(true);
        await screenshot(page, `layout-welcome-chosen-${lang}-${size.width}`);
      }
      await page.setViewportSize(phone);
      await chooseAnySign(page);
    });

    it('has a sign from here on', async () => {
      const { page } = session;
      // Whatever happened on /welcome above.
      if (await page.locator('section[aria-live]').isVisible()) await chooseAnySign(page);
    });

    for (const path of signedInRoutes) {
      it(`${path} fits; the phone header keeps one row`, async () => {
        const { page } = session;
        await page.setViewportSize(phone);
        await page.goto(path);
        await settled(page);
        if (await page.locator('button[aria-controls="mobile-navigation"]').isVisible()) {
          // The app's header (below the menu bar) in one row: no taller than its controls and padding.
          const header = await box(page.locator('header').first());
          expect.soft(header.height, 'the header wraps').toBeLessThanOrEqual(52);
        }
        if (path === '/') {
          // The wheel's sign text shows whole: no scroll box cutting it off mid-sentence.
          await page.getByRole('button', { pressed: true }).first().click();
          // "Fox details", "Detalles de Zorro", "Details zu Fuchs".
          const details = page.locator('#main').getByRole('region', { name: /details|Detalles|Details zu/ });
          const cut = await details.evaluate((panel) => panel.scrollHeight > panel.clientHeight + 1);
          expect.soft(cut, 'the sign text is cut').toBe(false);
        }
        await checkAtEverySize(page, `layout-${fileName(path)}-${lang}`);
      });
    }

    it('a toast does not cover the button that raised it, low on a phone’s screen', async () => {
      const { page } = session;
      await page.setViewportSize(phone);
      await page.goto('/horoscope');
      await settled(page);
      const save = page.locator('#main button:has(svg.lucide-bookmark)').first();
      await visible(save);
      // The button at the bottom of the window, where a phone's toasts usually go.
      await save.evaluate((button) => {
        window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 12);
      });
      const before = await box(save);
      await save.click();
      const shown = await toastBox(page);
      expect.soft(overlap(shown, before), 'the toast covers Save').toBe(false);
      await screenshot(page, `layout-toast-low-${lang}-360`);
    });

    it('the open menu on a phone', async () => {
      const { page } = session;
      await page.setViewportSize(phone);
      await page.goto('/');
      await settled(page);
      await page.locator('button[aria-controls="mobile-navigation"]').click();
      await visible(page.locator('#mobile-navigation'));
      await check(page, `layout-menu-${lang}-360`);
    });

    it('the profile: Logout stands apart from Language', async () => {
      const { page } = session;
      await page.goto('/profile');
      await settled(page);
      for (const size of sizes) {
        await page.setViewportSize(size);
        const logout = await box(page.locator('#main button:has(svg.lucide-log-out)'));
        const language = await box(page.locator('#main label:has(+ select > option[lang])'));
        expect
          .soft(language.y - (logout.y + logout.height), `Logout touches Language at ${size.width} px`)
          .toBeGreaterThanOrEqual(16);
      }
      await page.setViewportSize(phone);
    });

    it("the site owner's /admin and /system list the long addresses", async () => {
      const owner = await openSession(browser, phone, locale);
      const { page } = owner;
      try {
        // The owner's usual name: other files find the owner by it.
        await signIn(page, { name: 'Orla Owner', email: OWNER_EMAIL }, lang);
        await settled(page);
        if (await page.locator('section[aria-live]').isVisible()) await chooseAnySign(page);
        for (const path of ['/admin', '/system']) {
          await page.goto(path);
          await settled(page);
          await checkAtEverySize(page, `layout-owner-${fileName(path)}-${lang}`);
        }
      } finally {
        await owner.context.close();
      }
    });
  });
}
