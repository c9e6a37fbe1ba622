/** Browser helpers for the e2e tests: Debian's Chromium through playwright-core, and the app's common steps. */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getSign } from '@celtic/zodiac-core';
import {
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import type { Account } from './accounts';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const desktop = { width: 1440, height: 900 };
export const mobile = { width: 390, height: 844 };

export const screenshotDir = fileURLToPath(new URL('./screenshots/', import.meta.url));

export const baseUrl = () => inject('baseUrl');

/** The emulator address built into the web app when no Firebase settings are given. */
const webEmulatorHost = '127.0.0.1:9099';

/** The browsers this test file launched, for the pictures of a failed test (e2e/setup.ts). */
export const launchedBrowsers = new Set<Browser>();

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  launchedBrowsers.add(browser);
  browser.on('disconnected', () => launchedBrowsers.delete(browser));
  return browser;
}

/** What each page said: console errors, failed requests and error answers (printed when a test fails). */
export const pageLogs = new WeakMap<Page, string[]>();

export function recordPageLog(page: Page): void {
  const log: string[] = [];
  pageLogs.set(page, log);
  const note = (line: string) => log.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      note(`answer ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
}

/** The built web app calls the emulator at its default address; sends that to this run's emulator. */
export async function routeToEmulator(context: BrowserContext): Promise<void> {
  const emulatorHost = inject('emulatorHost');
  if (emulatorHost !== webEmulatorHost) {
    await context.route(`http://${webEmulatorHost}/**`, (route) =>
      route.continue({ url: route.request().url().replace(webEmulatorHost, emulatorHost) }),
    );
  }
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors thrown in the page so far. */
  pageErrors: Error[];
  /** The latest Firebase ID token the app sent to our API (the signed-in user's own). */
  token(): string | null;
}

/**
 * A fresh browser profile (its own storage, so its own signed-in user) with one page; its languages are
 * `locale`'s, like a person's browser set to it.
 */
export async function openSession(browser: Browser, viewport = desktop, locale = 'en-GB'): Promise<Session> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, locale });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  await routeToEmulator(context);
  const page = await context.newPage();
  recordPageLog(page);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  let token: string | null = null;
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header?.startsWith('Bearer ')) token = header.slice('Bearer '.length);
  });
  return { context, page, pageErrors, token: () => token };
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * Resolves once the locator is visible; otherwise fails the test with the locator, what the page shows as an
 * alert, and the end of its log in the message (a failure's message is what a CI summary keeps).
 */
export async function visible(locator: Locator, timeout?: number): Promise<Locator> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    const page = locator.page();
    const alerts = await page
      .getByRole('alert')
      .allInnerTexts()
      .catch(() => []);
    const log = pageLogs.get(page)?.slice(-10) ?? [];
    const seen = [`at ${page.url()}`, ...alerts.map((text) => `alert: ${text}`), ...log].join('\n');
    throw new Error(`${(error as Error).message}\n${seen}`, { cause: error });
  }
  return locator;
}

/** The toast region; at most one toast shows at a time. */
// The toast region's label, in English, Spanish or German ("Notifications (F8)", "Notificaciones (F8)" …).
export const toasts = (page: Page) =>
  page.getByRole('region', { name: /^(Notifications|Notificaciones|Benachrichtigungen) \(/ });

/** Waits for a toast with this exact title (and description, when given). */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  await visible(toasts(page).getByText(title, { exact: true }));
  if (description !== undefined) await visible(toasts(page).getByText(description, { exact: true }));
}

/** The date range the app shows for a sign, from the same data the app uses. */
export function rangeOf(name: string): string {
  const sign = getSign(name);
  if (!sign) throw new Error(`no sign ${name}`);
  return sign.dateRange;
}

export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The app's navigation sidebar (the open menu on a phone). */
export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

/** The account chooser's and the sign-in toasts' words in each language the app speaks. */
const signInWords = {
  en: {
    button: 'Sign in with Google',
    another: 'Use another account',
    name: 'Name',
    email: 'Email',
    next: 'Next',
    ok: 'Signed In',
    failed: 'Sign In Failed',
    done: "You've successfully signed in!",
  },
  es: {
    button: 'Iniciar sesión con Google',
    another: 'Usar otra cuenta',
    name: 'Nombre',
    email: 'Correo electrónico',
    next: 'Siguiente',
    ok: 'Sesión iniciada',
    failed: 'No se pudo iniciar sesión',
    done: '¡Has iniciado sesión correctamente!',
  },
  de: {
    button: 'Mit Google anmelden',
    another: 'Anderes Konto verwenden',
    name: 'Name',
    email: 'E-Mail',
    next: 'Weiter',
    ok: 'Angemeldet',
    failed: 'Anmeldung fehlgeschlagen',
    done: 'Du hast dich erfolgreich angemeldet!',
  },
} as const;

/**
 * Signs in through the emulator's account chooser, adding the account; ends on /welcome (or / with a sign). `lang`:
 * the language the login page shows.
 */
export async function signIn(
  page: Page,
  account: Account,
  lang: keyof typeof signInWords = 'en',
): Promise<void> {
  const words = signInWords[lang];
  await page.goto('/login');
  await page.getByRole('button', { name: words.button }).click();
  const chooser = page.getByRole('dialog');
  await visible(chooser);
  // A browser with remembered accounts lists them first; a fresh one opens on the new-account form.
  const another = chooser.getByRole('button', { name: words.another });
  if (await another.isVisible()) await another.click();
  await visible(chooser.getByRole('heading', { name: words.another }));
  await chooser.getByLabel(words.name).fill(account.name);
  await chooser.getByLabel(words.email).fill(account.email);
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  page.on('console', onConsole);
  await chooser.getByRole('button', { name: words.next }).click();
  // Whichever toast comes first; the other wait times out quietly.
  const outcome = await Promise.race(
    [words.ok, words.failed].map((title) =>
      visible(toasts(page).getByText(title, { exact: true })).then(
        () => title,
        () => 'no toast',
      ),
    ),
  );
  page.off('console', onConsole);
  if (outcome !== words.ok) {
    throw new Error(`Sign-in as ${account.email}: ${outcome}\n${errors.join('\n')}`);
  }
  await expectToast(page, words.ok, words.done);
  // Sign-in goes to /welcome, which sends an account that already has a sign on to / (possibly before the
  // URL ever shows /welcome).
  await page.waitForURL((url) => url.pathname === '/welcome' || url.pathname === '/');
}

/** Picks a sign from the /welcome dropdown. */
export async function pickFromList(page: Page, sign: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Zodiac sign' }).click();
  await page.getByRole('option', { name: new RegExp(`^${sign} `) }).click();
}

/** On /welcome: choose the sign from the list, continue, and land on the dashboard (or the page asked for). */
export async function chooseSign(page: Page, sign: string, landsOn = '/'): Promise<void> {
  await pickFromList(page, sign);
  await page.getByRole('button', { name: `Continue with ${sign}` }).click();
  await expectToast(page, 'Zodiac Sign Selected', `You've selected ${sign} as your Celtic zodiac sign.`);
  await waitForPath(page, landsOn);
}

/** The header's Reset Sign, confirmed in its dialog: lands on /welcome. */
export async function resetSign(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Reset Sign' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset your sign?' });
  await dialog.getByRole('button', { name: 'Reset Sign' }).click();
  await waitForPath(page, '/welcome');
}

/**
 * A user signed in with a sign chosen, on the dashboard. The sign is chosen on /welcome unless the account has one
 * already (the fixed owner and admin accounts may have chosen one in an earlier test file).
 */
export async function signUp(browser: Browser, account: Account, sign: string, viewport = desktop) {
  const session = await openSession(browser, viewport);
  const { page } = session;
  await signIn(page, account);
  const welcome = heading(page, 'Welcome to Celtic Zodiac');
  const dashboard = page.getByRole('button', { name: 'Reset Sign' });
  await visible(welcome.or(dashboard));
  if (await welcome.isVisible()) await chooseSign(page, sign);
  return session;
}

/** Clicks a link in the desktop sidebar (the mobile one is a separate panel). */
export async function navigate(page: Page, label: string): Promise<void> {
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('link', { name: label }).click();
}

/** Calls our REST API as the signed-in user of `session`. */
export async function api(session: Session, method: string, path: string, body?: unknown): Promise<Response> {
  // Signing in lands on a page before its first signed-in call has gone out: wait for that call's token.
  const deadline = Date.now() + 15_000;
  let token = session.token();
  while (!token) {
    if (Date.now() > deadline) throw new Error('the page has sent no ID token within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
    token = session.token();
  }
  return fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * A full-page PNG. Sections below the first screen wait to be painted until they near the screen
 * (content-visibility: auto), and a full-page capture does not scroll: for the capture they are painted as a
 * reader scrolling down sees them, then left to wait again.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const shown = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true });
  await shown.evaluate((style) => (style as HTMLStyleElement).remove());
}

/** No uncaught script errors happened in the page. */
export function expectNoPageErrors(session: Session): void {
  expect(session.pageErrors.map((e) => e.message)).toEqual([]);
}
