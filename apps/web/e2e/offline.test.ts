/**
 * The installable app without a network, in a persistent Chromium profile (as an installed app keeps its
 * storage): the service worker starts the app offline with the user's last loaded answers and the offline
 * banner; a reading saved offline reaches the server once when the network returns; signing out offline leaves
 * nothing for the next person; a reading opened before a page load elsewhere is still there offline; and
 * Chromium finds nothing that stops installing the app.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './accounts';
import {
  baseUrl,
  chooseSign,
  chromiumArgs,
  desktop,
  expectToast,
  heading,
  navigate,
  routeToEmulator,
  screenshot,
  signIn,
  visible,
  waitForPath,
} from './browser';

const offlineNote = "You're offline — showing what was saved on this device";
const queuedNote = "Saved on this device — will sync when you're back online";

let profile: string;
let context: BrowserContext;
let page: Page;
let token: string | null = null;

beforeAll(async () => {
  profile = await mkdtemp(join(tmpdir(), 'celtic-e2e-profile-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
    baseURL: baseUrl(),
    viewport: desktop,
    locale: 'en-GB',
  });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  await routeToEmulator(context);
  page = context.pages()[0] ?? (await context.newPage());
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header?.startsWith('Bearer ')) token = header.slice('Bearer '.length);
  });
});

afterAll(async () => {
  await context?.close();
  if (profile) await rm(profile, { recursive: true, force: true });
});

/** The network gone for the page and for the service worker's own requests. */
async function goOffline(): Promise<void> {
  await context.setOffline(true);
  await context.route(`${baseUrl()}/**`, (route) => route.abort('internetdisconnected'));
}

async function goOnline(): Promise<void> {
  await context.unroute(`${baseUrl()}/**`);
  await context.setOffline(false);
}

async function asUser<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const readingsOnServer = () => asUser<{ id: number; content: string; isFavorite: boolean }[]>('/readings/me');
const checksOnServer = () =>
  asUser<{ firstSign: string; secondSign: string; compatibilityScore: number }[]>('/compatibility/me');

/** The entries of the app's own offline store on this device. */
function deviceEntries(): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('celtic-offline');
        open.onupgradeneeded = () => open.result.createObjectStore('entries');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const keys = open.result.transaction('entries').objectStore('entries').getAllKeys();
          keys.onsuccess = () => resolve(keys.result.map(String));
          keys.onerror = () => reject(keys.error);
        };
      }),
  );
}

/** What the device keeps of the signed-in user's answers: when last written, and each answer's query key. */
function keptAnswers(): Promise<{ savedAt: number; keys: string[] } | null> {
  return page.evaluate(
    () =>
      new Promise<{ savedAt: number; keys: string[] } | null>((resolve, reject) => {
        const open = indexedDB.open('celtic-offline');
        open.onupgradeneeded = () => open.result.createObjectStore('entries');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('entries').objectStore('entries');
          const all = store.getAll();
          all.onsuccess = () => {
            const kept = all.result.find((value) => value && typeof value.savedAt === 'number') as
              | { savedAt: number; state: { queries: { queryKey: unknown }[] } }
              | undefined;
            resolve(
              kept
                ? { savedAt: kept.savedAt, keys: kept.state.queries.map((q) => JSON.stringify(q.queryKey)) }
                : null,
            );
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

describe('installable and useful offline', () => {
  it('has no installability errors, and the service worker controls the app', async () => {
    await page.goto('/login');
    await visible(page.getByRole('button', { name: 'Sign in with Google' }));
    // Registered once the first screen is usable and the page idle.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as {
      display: string;
      icons: { sizes: string; purpose?: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('starts offline with the sign, today’s reading and the saved readings, marked as offline', async () => {
    await signIn(page, newAccount('Ailbhe Offline'));
    await chooseSign(page, 'Salmon');
    await navigate(page, 'Daily Horoscope');
    const card = page.getByRole('article', { name: 'Salmon · Daily Horoscope' });
    await visible(card);
    const general = await card.locator('p').first().textContent();
    await card.getByRole('button', { name: 'Save Reading' }).click();
    await expectToast(page, 'Reading Saved');
    await navigate(page, 'Saved Readings');
    await visible(page.getByRole('tab', { name: 'All Readings (1)' }));
    // The loaded answers are written to the device half a second after they arrive: the list's too (its key is
    // ["saved-readings", uid]; the horoscope's "is it saved" answer has a longer key under the same root).
    await expect
      .poll(async () => (await keptAnswers())?.keys ?? [])
      .toEqual(expect.arrayContaining([expect.stringMatching(/^\["saved-readings","[^"]+"\]$/)]));

    await goOffline();
    await page.reload();
    await waitForPath(page, '/saved');
    await visible(page.getByRole('tab', { name: 'All Readings (1)' }));
    await visible(page.getByRole('status').getByText(offlineNote));
    await visible(page.getByRole('status').locator('time'));
    await screenshot(page, 'offline-saved-1440');

    await navigate(page, 'Daily Horoscope');
    await visible(card);
    expect(await card.locator('p').first().textContent()).toBe(general);
    await visible(page.getByRole('status').getByText(offlineNote));

    await navigate(page, 'Zodiac Signs');
    await visible(heading(page, 'The 13 Celtic Zodiac Signs'));
    await navigate(page, 'History');
    await visible(page.getByRole('tab', { name: /Celtic Calendar/ }));
    await navigate(page, 'Dashboard');
    await visible(page.getByText('Your Zodiac Sign'));
  });

  it('keeps writes made offline in order and sends each once when the network returns', async () => {
    expect(await readingsOnServer()).toHaveLength(1);
    // Today's reading is saved already: yesterday's, opened while online, is saved offline.
    await goOnline();
    await navigate(page, 'Daily Horoscope');
    const card = page.getByRole('article', { name: 'Salmon · Daily Horoscope' });
    await visible(card.getByRole('button', { name: 'Reading Saved' }));
    await page.getByRole('link', { name: 'Previous day' }).click();
    await visible(card.getByRole('button', { name: 'Save Reading' }));
    await goOffline();
    await card.getByRole('button', { name: 'Save Reading' }).click();
    await expectToast(page, queuedNote);

    // A favourite toggled offline shows at once; a delete asks to wait for the network.
    await navigate(page, 'Saved Readings');
    const panel = page.getByRole('tabpanel');
    const heart = panel.getByRole('button', { name: 'Favorite' });
    await heart.click();
    await expectToast(page, queuedNote);
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await panel.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, "You're offline");
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    // A check made offline shows its result at once.
    await navigate(page, 'Compatibility');
    await page.getByRole('combobox', { name: 'Second Sign' }).click();
    await page.getByRole('option', { name: /^Wolf/ }).click();
    await page.getByRole('button', { name: 'Check Compatibility' }).click();
    await expectToast(page, queuedNote);
    const shownScore = await page
      .locator('main')
      .getByText(/^\d\d%$/)
      .first()
      .textContent();

    expect(await readingsOnServer()).toHaveLength(1);
    await goOnline();
    await expect.poll(async () => (await readingsOnServer()).length, { timeout: 20_000 }).toBe(2);
    await expect.poll(async () => (await checksOnServer()).length, { timeout: 10_000 }).toBe(1);
    // Nothing more arrives later (no second send from a retry or a second listener).
    await page.waitForTimeout(2000);
    const readings = await readingsOnServer();
    expect(readings).toHaveLength(2);
    expect(readings.filter((reading) => reading.isFavorite)).toHaveLength(1);
    const checks = await checksOnServer();
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ firstSign: 'Salmon', secondSign: 'Wolf' });
    expect(`${checks[0]?.compatibilityScore}%`).toBe(shownScore);
    await navigate(page, 'Saved Readings');
    await visible(page.getByRole('tab', { name: 'All Readings (2)' }));
  });

  it('signing out offline clears the device; the next account sees nothing of the first', async () => {
    await goOffline();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    await expect.poll(deviceEntries).toEqual([]);

    await goOnline();
    await signIn(page, newAccount('Bran Next'));
    await chooseSign(page, 'Wolf');
    await navigate(page, 'Saved Readings');
    await visible(page.getByText('No Saved Readings Yet', { exact: true }));
    await expect(page.getByText('Salmon', { exact: true }).count()).resolves.toBe(0);
    // Only the new account's answers are kept on the device.
    await expect.poll(deviceEntries).toEqual([expect.stringMatching(/^queries:/)]);
    await goOffline();
    await page.reload();
    await visible(page.getByRole('status').getByText(offlineNote));
    await visible(page.getByText('No Saved Readings Yet', { exact: true }));
    expect(await page.getByText('Salmon', { exact: true }).count()).toBe(0);
    await goOnline();
  });

  it('keeps what was opened across page loads: a reading opened before a reload on /saved shows offline', async () => {
    await page.goto('/horoscope');
    const card = page.getByRole('article', { name: 'Wolf · Daily Horoscope' });
    await visible(card);
    const general = await card.locator('p').first().textContent();
    await expect
      .poll(async () => (await keptAnswers())?.keys ?? [])
      .toEqual(expect.arrayContaining([expect.stringContaining('["horoscope","daily"]')]));

    // Another page load, on another page: its answers are written to the device too.
    const reloadedAt = Date.now();
    await page.goto('/saved');
    await visible(page.getByText('No Saved Readings Yet', { exact: true }));
    await expect.poll(async () => (await keptAnswers())?.savedAt ?? 0).toBeGreaterThan(reloadedAt);

    await goOffline();
    await navigate(page, 'Daily Horoscope');
    await visible(card);
    expect(await card.locator('p').first().textContent()).toBe(general);
    await visible(page.getByRole('status').getByText(offlineNote));
    expect(await page.getByText('Failed to fetch horoscope').count()).toBe(0);
    await screenshot(page, 'offline-horoscope-after-reload-1440');

    // Started without a network on that page, too.
    await page.reload();
    await waitForPath(page, '/horoscope');
    await visible(card);
    expect(await card.locator('p').first().textContent()).toBe(general);
    await visible(page.getByRole('status').getByText(offlineNote));
    await goOnline();
  });
});
