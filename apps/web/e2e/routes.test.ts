/**
 * Every route at phone and desktop size: a full-page screenshot into screenshots/ (for people to look at), an
 * axe scan that must find no serious or critical accessibility violation nor a skipped heading level, the
 * route's own document title, and no sideways scrolling.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_EMAIL } from './accounts';
import {
  chooseSign,
  desktop,
  heading,
  launchBrowser,
  mobile,
  openSession,
  resetSign,
  type Session,
  screenshot,
  signIn,
  visible,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Serious and critical axe findings, and skipped heading levels (moderate to axe), one readable line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'heading-order')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Closes any toast so it neither hides the page in the picture nor counts in the scan. */
async function closeToasts(page: Page): Promise<void> {
  for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) {
    await close.click().catch(() => {});
  }
  await page.getByRole('button', { name: 'Close notification' }).first().waitFor({ state: 'detached' });
}

/**
 * What shows that each route has its content, beyond the page heading (some fill the page first), and the page
 * name its document title starts with.
 */
const routes: [path: string, name: string, ready: (page: Page) => Promise<unknown>, title: string][] = [
  [
    '/',
    'dashboard',
    (p) => visible(p.getByRole('heading', { name: 'The Four Fire Festivals' })),
    'Dashboard',
  ],
  [
    '/zodiac',
    'zodiac',
    (p) => visible(heading(p, 'The 13 Celtic Zodiac Signs')),
    'The 13 Celtic Zodiac Signs',
  ],
  [
    '/horoscope',
    'horoscope',
    // Saved, so that /saved has a reading to show (by the other size's run already, if it came first).
    async (p) => {
      const save = p.getByRole('button', { name: 'Save Reading' });
      const saved = p.getByRole('button', { name: 'Reading Saved' });
      await visible(save.or(saved));
      // The button says "Save Reading" until the server has said whether this account saved it already: wait
      // for that answer before choosing (it turned into a disabled "Reading Saved" under the click once).
      await p.waitForLoadState('networkidle');
      if (await save.isVisible()) await save.click();
      await visible(saved);
    },
    'Daily Horoscope',
  ],
  [
    '/horoscope?view=week',
    'horoscope-week',
    (p) => visible(p.getByRole('article', { name: /Weekly Reading/ })),
    'Daily Horoscope',
  ],
  [
    '/horoscope/all',
    'horoscope-all',
    (p) => visible(p.getByRole('heading', { name: 'Wolf', level: 2 })),
    'All Signs',
  ],
  [
    '/compatibility',
    'compatibility',
    async (p) => {
      await p.getByRole('combobox', { name: 'Second Sign' }).click();
      await p.getByRole('option', { name: /^Wren/ }).click();
      await p.getByRole('button', { name: 'Check Compatibility' }).click();
      // A table row on a wide screen, a card on a phone.
      const history = p.getByRole('table').or(p.getByRole('list', { name: /^Your compatibility checks/ }));
      await visible(history.getByText('Wren', { exact: true }));
    },
    'Compatibility',
  ],
  [
    '/saved',
    'saved',
    (p) => visible(p.getByRole('tabpanel').getByRole('heading', { name: 'Butterfly' })),
    'Saved Readings',
  ],
  ['/history', 'history', (p) => visible(p.getByRole('tab', { name: 'Celtic Calendar' })), 'History'],
  [
    '/admin',
    'admin',
    (p) =>
      visible(
        p
          .getByRole('table', { name: 'Registered users' })
          .or(p.getByRole('list', { name: 'Registered users' })),
      ),
    'User Management',
  ],
  [
    '/system',
    'system',
    async (p) => {
      await p.getByLabel('Search users').fill(OWNER_EMAIL);
      await visible(p.getByRole('list', { name: 'Users' }).getByText(OWNER_EMAIL, { exact: true }));
      await visible(p.getByText('Raised at sign-in').or(p.getByText(/at sign-in$/)));
    },
    'System Settings',
  ],
  ['/profile', 'profile', (p) => visible(heading(p, 'Your Profile')), 'Your Profile'],
  [
    '/developers',
    'developers',
    (p) => visible(p.getByRole('heading', { name: 'Using a key' })),
    'Developers',
  ],
  ['/no-such-page', '404', (p) => visible(heading(p, 'Page not found')), 'Page not found'],
];

for (const [size, viewport] of [
  ['390x844', mobile],
  ['1440x900', desktop],
] as const) {
  describe(`every route at ${size}`, () => {
    let session: Session;
    beforeAll(async () => {
      session = await openSession(browser, viewport);
    });

    async function capture(name: string, title: string): Promise<void> {
      const { page } = session;
      await closeToasts(page);
      await screenshot(page, `${name}-${size}`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.title()).toBe(`${title} · Celtic Zodiac Explorer`);
      // Nothing pushes the page wider than the window (a table, a row of tabs, a long word).
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        window: window.innerWidth,
      }));
      expect(widths.page, `${name} scrolls sideways`).toBeLessThanOrEqual(widths.window);
    }

    it('/login', async () => {
      await session.page.goto('/login');
      await visible(heading(session.page, 'Celtic Zodiac Explorer'));
      await capture('login', 'Sign In');
    });

    it('/welcome', async () => {
      const { page } = session;
      // The site owner, so that /admin has its table; an earlier test may have given them a sign.
      await signIn(page, { name: 'Orla Owner', email: OWNER_EMAIL });
      const welcome = heading(page, 'Welcome to Celtic Zodiac');
      const reset = page.getByRole('button', { name: 'Reset Sign' });
      await visible(welcome.or(reset));
      if (await reset.isVisible()) await resetSign(page);
      await visible(welcome);
      await capture('welcome', 'Welcome to Celtic Zodiac');
      await chooseSign(page, 'Butterfly');
    });

    for (const [path, name, ready, title] of routes) {
      it(path, async () => {
        await session.page.goto(path);
        await ready(session.page);
        await session.page.waitForLoadState('networkidle');
        await capture(name, title);
      });
    }

    if (viewport === mobile) {
      it('the open menu', async () => {
        const { page } = session;
        await page.goto('/');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await visible(page.getByRole('complementary', { name: 'Sidebar' }));
        await capture('menu-open', 'Dashboard');
      });
    }
  });
}
