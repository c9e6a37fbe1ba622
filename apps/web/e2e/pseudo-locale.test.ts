import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { festivalsIn, lunarMonthsIn, quartersIn, signProfiles } from '@celtic/zodiac-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyContent } from '../src/features/history/content';
import { newAccount, OWNER_EMAIL } from './accounts';
import {
  expectNoPageErrors,
  launchBrowser,
  openSession,
  type Session,
  signIn,
  signUp,
  visible,
} from './browser';

// The walk in Lingui's pseudo-locale (every catalogue message rewritten with accented letters: "Ŝàvē
// Ŕēàďĩñĝ"): a visible text left in plain letters was written outside the catalogues. What is data, not
// interface, may stay plain: what the API answered, zodiac-core's own texts (sign data, moon phases, quarters),
// English month and weekday names (the pseudo-locale formats dates as English), and the user's name. Labels,
// titles and placeholders count as text too.
const LOCALE_KEY = 'celtic-zodiac.locale';
// The screens whose every string goes through the catalogues so far (/welcome has its own test: a user with no sign).
const walked = [
  '/horoscope',
  '/compatibility',
  '/',
  '/zodiac',
  '/saved',
  '/history',
  '/profile',
  '/developers',
  '/birth-chart?date=1990-03-20',
] as const;

const coreSource = fileURLToPath(new URL('../../../packages/zodiac-core/src/', import.meta.url));

/** Every string literal of zodiac-core's source (a template's static parts too): the data its functions give. */
function coreStrings(): string[] {
  const strings: string[] = [];
  for (const file of readdirSync(coreSource, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(join(coreSource, file), 'utf8');
    for (const match of text.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
      const literal = match[1] ?? match[2] ?? match[3] ?? '';
      for (const part of literal.split(/\$\{[^}]*\}/)) if (part.trim().length >= 3) strings.push(part.trim());
    }
  }
  return strings;
}

const calendarWords = [
  ...Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, month, 1)),
  ),
  ...Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, month, 1)),
  ),
  ...Array.from({ length: 7 }, (_, day) =>
    new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2026, 10, 23 + day),
    ),
  ),
  'UTC',
];

/** Every string in a JSON answer. */
function stringsOf(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
}

/**
 * The visible text nodes of the page (inside elements the browser renders). Code a developer would type (the
 * /developers page's curl line) is the same in every language: not interface text.
 */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, svg, code')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      texts.push(text);
    }
    return texts;
  });
}

let browser: Browser;
let session: Session;
const answered: string[] = [];
const data: string[] = [];
const account = newAccount('Niamh Kavanagh');
// Signed up but no sign chosen yet: the one who sees /welcome.
const newcomer = newAccount('Aoife Byrne');
// The site owner (the server's SITE_OWNER_EMAILS), who sees /admin and /system.
const owner = { name: 'Orla Owner', email: OWNER_EMAIL };

/**
 * What the visible elements say to a screen reader or on hover and not as text: labels, titles and
 * placeholders (a table's label, a button named after its user).
 */
function attributeTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const text = element.getAttribute(name)?.trim();
        if (text) texts.push(text);
      }
    }
    return texts;
  });
}

/** Texts with a run of three or more plain letters once every known data value is taken out. */
function plainTexts(texts: string[]): string[] {
  // The user's name, and the first name the dashboard greets them by.
  const names = [account.name, account.name.split(' ')[0] ?? '', newcomer.name, newcomer.email, owner.name];
  const known = [...data, ...answered, ...calendarWords, ...names, account.email]
    .filter((value) => value.length >= 3)
    .sort((a, b) => b.length - a.length);
  return texts.filter((text) => {
    // A data text cut short for a preview ("…").
    if (text.endsWith('…') && known.some((value) => value.startsWith(text.slice(0, -1).trimEnd())))
      return false;
    // An address (the calendar feed's) is data too.
    let rest = text.replace(/\b(?:https?|webcal):\/\/\S+/g, ' ');
    for (const value of known) if (rest.includes(value)) rest = rest.split(value).join(' ');
    return /[A-Za-z]{3,}/.test(rest);
  });
}

beforeAll(async () => {
  data.push(...coreStrings());
  // What zodiac-core's English texts give once assembled (a long text its source writes over several lines).
  stringsOf([festivalsIn('en'), quartersIn('en'), lunarMonthsIn('en'), signProfiles('en')], data);
  // The history page's long texts: data modules per language, not catalogue messages.
  stringsOf(historyContent('en'), data);
  browser = await launchBrowser();
  session = await signUp(browser, account, 'Salmon');
});
afterAll(async () => {
  await browser?.close();
});

async function recordAnswers(page: Page): Promise<void> {
  page.on('response', async (response) => {
    if (!response.url().includes('/trpc/')) return;
    try {
      stringsOf(await response.json(), answered);
    } catch {
      // Not JSON (a stream or an empty answer): nothing to record.
    }
  });
}

describe('pseudo-locale', () => {
  it('leaves no interface text outside the catalogues on /login', async () => {
    const visitor = await openSession(browser);
    await visitor.context.addInitScript((key) => localStorage.setItem(key, 'pseudo'), LOCALE_KEY);
    await visitor.page.goto('/login');
    await visible(visitor.page.getByRole('heading', { level: 1 }));
    expect(await visitor.page.evaluate(() => document.documentElement.lang)).toBe('en');
    const texts = [...(await visibleTexts(visitor.page)), ...(await attributeTexts(visitor.page))];
    expect(texts.length).toBeGreaterThan(10);
    expect(plainTexts(texts)).toEqual([]);
    expectNoPageErrors(visitor);
    await visitor.context.close();
  });

  it('leaves no interface text outside the catalogues on /welcome', async () => {
    const visitor = await openSession(browser);
    await signIn(visitor.page, newcomer);
    await visitor.page.evaluate((key) => localStorage.setItem(key, 'pseudo'), LOCALE_KEY);
    await visitor.page.goto('/welcome');
    await visible(visitor.page.getByRole('heading', { level: 1 }));
    expect(new URL(visitor.page.url()).pathname).toBe('/welcome');
    const texts = [...(await visibleTexts(visitor.page)), ...(await attributeTexts(visitor.page))];
    expect(texts.length).toBeGreaterThan(10);
    expect(plainTexts(texts)).toEqual([]);
    expectNoPageErrors(visitor);
    await visitor.context.close();
  });

  it('leaves no interface text outside the catalogues on the signed-in screens walked', async () => {
    const { page } = session;
    await recordAnswers(page);
    await page.evaluate((key) => localStorage.setItem(key, 'pseudo'), LOCALE_KEY);
    for (const path of walked) {
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1 }));
      if (path === '/horoscope') await visible(page.locator('#horoscope-title'));
      if (path.startsWith('/birth-chart')) await visible(page.locator('main h2').first());
      if (path === '/compatibility') {
        // A check, so the result and the history show too.
        // The form's second sign (the header's language menu is a combobox too).
        const second = page.locator('form [role="combobox"]').nth(1);
        await second.click();
        await page.getByRole('option').nth(3).click();
        await page.locator('form button[type="submit"]').click();
        await page.locator('#compat-result-title').waitFor({ state: 'attached' });
        await page.waitForTimeout(500);
      }
      const texts = [...(await visibleTexts(page)), ...(await attributeTexts(page))];
      if (path === '/zodiac') {
        // The list and the detailed view too (the grid shows first).
        for (const tab of [1, 2]) {
          await page.getByRole('tab').nth(tab).click();
          await page.waitForTimeout(300);
          texts.push(...(await visibleTexts(page)), ...(await attributeTexts(page)));
        }
      }
      expect(texts.length, path).toBeGreaterThan(10);
      expect(plainTexts(texts), path).toEqual([]);
    }
    expectNoPageErrors(session);
  });

  it('leaves no interface text outside the catalogues on /admin and /system, their dialogs and toasts', async () => {
    const owned = await signUp(browser, owner, 'Stag');
    const { page } = owned;
    await recordAnswers(page);
    await page.evaluate((key) => localStorage.setItem(key, 'pseudo'), LOCALE_KEY);
    const seen = async (label: string) => {
      const texts = [...(await visibleTexts(page)), ...(await attributeTexts(page))];
      expect(texts.length, label).toBeGreaterThan(10);
      expect(plainTexts(texts), label).toEqual([]);
    };

    await page.goto('/admin');
    await visible(page.getByRole('heading', { level: 1 }));
    // The table (on this wide screen) with its rows: the owner, and the walk's own account at least.
    await visible(page.locator('table tbody th', { hasText: account.name }));
    await seen('/admin');
    // The confirmation of a delete, left with its cancel button (the first of the dialog's two).
    await page.locator('table tbody tr', { hasText: account.name }).getByRole('button').click();
    await visible(page.getByRole('alertdialog'));
    await seen('/admin: the delete dialog');
    await page.getByRole('alertdialog').getByRole('button').first().click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });

    await page.goto('/system');
    await visible(page.getByRole('heading', { level: 1 }));
    // The walk's account, found by its address, made premium with a reason (the owner's words: data, not
    // interface): a toast and an audit entry.
    const reason = 'Walked in the pseudo-locale';
    data.push(reason);
    await page.locator('input[type="search"]').fill(account.email);
    const row = page.locator('main li', { hasText: account.email });
    await visible(row);
    await seen('/system');
    await row.getByRole('button').click();
    const dialog = page.getByRole('alertdialog');
    await visible(dialog);
    await seen('/system: the role dialog');
    await dialog.locator('select').selectOption('premium');
    await dialog.locator('input').fill(reason);
    await dialog.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'detached' });
    await visible(page.locator('table', { hasText: reason }));
    await visible(page.locator('[data-state="open"]', { hasText: account.name }));
    await seen('/system: the role changed, its toast and the audit trail');

    // Without a network: the banner over the page, with when its answers were loaded.
    await page.context().setOffline(true);
    await visible(page.getByRole('status').locator('time').first());
    await seen('/system offline: the banner');
    await page.context().setOffline(false);
    expectNoPageErrors(owned);
  });
});
