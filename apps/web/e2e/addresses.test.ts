/**
 * Every address a person can type: each route with malformed and out-of-range search params. None may show the
 * crash page, a status code or a Retry that cannot work; the pages that read a param say what was wrong in words
 * and offer a link that works. And sign-in returns to the page asked for, never to another site.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './accounts';
import {
  desktop,
  expectNoPageErrors,
  expectToast,
  heading,
  launchBrowser,
  mobile,
  openSession,
  pathOf,
  pickFromList,
  type Session,
  screenshot,
  signUp,
  visible,
  waitForPath,
} from './browser';

let browser: Browser;
let user: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  user = await signUp(browser, newAccount('Ciara Address'), 'Salmon');
});
afterAll(async () => {
  await browser?.close();
});

/** No crash page, no status code, no Retry: what a page may never show for an address. */
async function expectNoFailure(page: Page): Promise<void> {
  await visible(page.getByRole('heading', { level: 1 }));
  expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: /Retry/ }).count()).toBe(0);
  const text = (await page.locator('main').textContent()) ?? '';
  // "400: date: …", "Failed to fetch horoscope: 400", a raw exception's name.
  expect(text).not.toMatch(/\b[45]\d\d\s*[:—]|: [45]\d\d\b|Failed to fetch|RangeError|Bad Request/);
}

/** A param the page read and refused, or a date out of range: a message, and a link that leads to content. */
const readCases: [path: string, message: string, way: RegExp, arrived: (page: Page) => Promise<unknown>][] = [
  [
    '/horoscope?date=abc',
    'Part of this address could not be read',
    /^Go to today$/,
    (p) => visible(p.getByRole('button', { name: 'Save Reading' })),
  ],
  [
    '/horoscope?view=fortnight&date=2026-11-20',
    'Part of this address could not be read',
    /^Go to the day’s reading$/,
    (p) => visible(p.getByRole('button', { name: 'Save Reading' })),
  ],
  [
    '/horoscope?date=2099-06-01',
    'There is no reading this far ahead yet',
    /^Show /,
    (p) => visible(p.getByRole('button', { name: 'Save Reading' })),
  ],
  [
    '/horoscope?view=week&date=2019-01-01',
    'There are no readings this far back',
    /^Show Week 1, 2020/,
    (p) => visible(p.getByRole('article', { name: /Weekly Reading/ })),
  ],
  [
    '/horoscope?view=year&date=2999-01-01',
    'There is no reading this far ahead yet',
    /^Show /,
    // A plain user is told how monthly and yearly readings are opened, with the week as the way on.
    (p) => visible(p.getByRole('link', { name: 'Read the week’s reading' })),
  ],
  [
    '/horoscope/all?date=2099-03-01',
    'There is no reading this far ahead yet',
    /^Show /,
    (p) => visible(p.getByRole('heading', { name: 'Wolf', level: 2 })),
  ],
  [
    '/horoscope/all?date=2026-13-45',
    'Part of this address could not be read',
    /^Go to today$/,
    (p) => visible(p.getByRole('heading', { name: 'Wolf', level: 2 })),
  ],
  [
    '/birth-chart?date=2099-01-01',
    'A chart is drawn for a birth date from 1 January 1900 to today',
    /^Draw it for /,
    (p) => visible(p.getByRole('img', { name: /^Ogham letter / })),
  ],
  [
    '/birth-chart?date=1899-12-31&time=08:30&timeZone=Europe/Dublin',
    'A chart is drawn for a birth date from 1 January 1900 to today',
    /^Draw it for /,
    (p) => visible(p.getByRole('img', { name: /^Ogham letter / })),
  ],
  [
    '/birth-chart?date=1990-06-15&time=25:99&timeZone=Mars/Olympus',
    'Part of this address could not be read',
    /^Continue without it$/,
    (p) => visible(p.getByRole('img', { name: /^Ogham letter / })),
  ],
];

/** Routes that read no param: whatever the address holds, the page is shown as usual. */
const ignoringRoutes = [
  '/?date=abc&view=fortnight',
  '/zodiac?tab=nowhere&sign=Unicorn',
  '/compatibility?sign=Unicorn&date=2099-01-01',
  '/saved?tab=%%&date=abc',
  '/history?tab=9999',
  '/profile?timeZone=Mars/Olympus&date=1800-01-01',
  '/admin?page=-1',
  '/system?view=%7B%7D',
  '/welcome?redirect=//evil.com',
  '/login?redirect=https://evil.com/',
];

describe('addresses with params that cannot be shown', () => {
  it.each(readCases)('%s says so in words, with a way on', async (path, message, way, arrived) => {
    const { page } = user;
    await page.goto(path);
    const notice = page.getByRole('alert').filter({ hasText: message });
    await visible(notice);
    await expectNoFailure(page);
    const link = notice.getByRole('link', { name: way });
    const before = page.url();
    await link.click();
    await expect.poll(() => page.url()).not.toBe(before);
    await arrived(page);
    expect(await page.getByRole('alert').filter({ hasText: message }).count()).toBe(0);
    await expectNoFailure(page);
    expectNoPageErrors(user);
  });

  it.each(ignoringRoutes)('%s shows its page as usual', async (path) => {
    const { page } = user;
    await page.goto(path);
    await expectNoFailure(page);
    expect(new URL(page.url()).host).toBe(new URL(user.page.url()).host);
    expectNoPageErrors(user);
  });

  it.each([
    ['en', 'en-GB', '/horoscope?date=2099-06-01', 'There is no reading this far ahead yet'],
    ['es', 'es-ES', '/birth-chart?date=2099-01-01', 'La carta se traza para una fecha de nacimiento'],
    ['de', 'de-DE', '/birth-chart?date=abc', 'Ein Teil dieser Adresse konnte nicht gelesen werden'],
  ])('speaks the language shown (%s), at both sizes', async (lang, locale, path, message) => {
    for (const [size, viewport] of [
      ['390', mobile],
      ['1440', desktop],
    ] as const) {
      const session = lang === 'en' ? user : await openSession(browser, viewport, locale);
      const { page } = session;
      await page.setViewportSize(viewport);
      await page.goto(path);
      await visible(page.getByRole('alert').filter({ hasText: message }));
      await expectNoFailure(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      await screenshot(page, `address-${lang}-${size}`);
      if (session !== user) await session.context.close();
    }
    await user.page.setViewportSize(desktop);
  });

  it('names the month and year views plainly, with the week as the way on', async () => {
    const { page } = user;
    await page.goto('/horoscope?view=month&date=2026-11-20');
    await visible(heading(page, 'Monthly Horoscope'));
    await visible(page.getByRole('heading', { name: 'Monthly readings are not open to your account yet' }));
    expect((await page.locator('main').textContent()) ?? '').not.toMatch(/premium|site_owner|admin role/i);
    await screenshot(page, 'address-month-plain-1440');
    await page.getByRole('link', { name: 'Read the week’s reading' }).click();
    await visible(heading(page, 'Weekly Horoscope'));
    await visible(page.getByRole('article', { name: /Weekly Reading/ }));
  });
});

/** The chooser's steps on the page as it is (signIn in browser.ts starts from a fresh /login). */
async function signInHere(page: Page, name: string, email?: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const chooser = page.getByRole('dialog');
  await visible(chooser);
  if (email) {
    await chooser.getByRole('button', { name: new RegExp(name) }).click();
  } else {
    await chooser.getByLabel('Name').fill(name);
    await chooser.getByLabel('Email').fill(newAccount(name).email);
    await chooser.getByRole('button', { name: 'Next' }).click();
  }
  await expectToast(page, 'Signed In', "You've successfully signed in!");
}

describe('sign-in returns to the page asked for', () => {
  it('a new user, then a returning one, land on the asked page; another site is never followed', async () => {
    const session = await openSession(browser);
    const { page } = session;
    const asked = '/horoscope?view=week&date=2026-11-20';
    await page.goto(asked);
    await waitForPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(asked);

    // New: sign in, choose a sign, and arrive at the week asked for.
    await signInHere(page, 'Eimear Return');
    await waitForPath(page, '/welcome');
    await pickFromList(page, 'Hawk');
    await page.getByRole('button', { name: 'Continue with Hawk' }).click();
    await waitForPath(page, '/horoscope');
    expect(new URL(page.url()).search).toBe('?view=week&date=2026-11-20');
    await visible(heading(page, 'Weekly Horoscope'));

    // Returning: signed out, the same address, signed in again: straight to it.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    await page.goto(asked);
    await waitForPath(page, '/login');
    await signInHere(page, 'Eimear Return', 'remembered');
    await waitForPath(page, '/horoscope');
    expect(new URL(page.url()).search).toBe('?view=week&date=2026-11-20');
    await visible(page.getByRole('article', { name: /Hawk · Weekly Reading/ }));

    // Signed in, a redirect to elsewhere ends on the dashboard.
    for (const target of ['//evil.com', 'https://evil.com/', '/\\evil.com']) {
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await waitForPath(page, '/');
      expect(new URL(page.url()).host).toBe(new URL(session.page.url()).host);
    }
    expect(pathOf(page)).toBe('/');
    expectNoPageErrors(session);
    await session.context.close();
  });
});
