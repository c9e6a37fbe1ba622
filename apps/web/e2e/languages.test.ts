import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { getQuarter, type Locale, quarterName } from '@celtic/zodiac-core';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, OWNER_EMAIL } from './accounts';
import {
  api,
  desktop,
  expectNoPageErrors,
  heading,
  launchBrowser,
  mobile,
  openSession,
  signIn,
  visible,
  waitForPath,
} from './browser';

// The app starts in the browser's language, and a signed-in user's choice follows them to every
// device. Also pictures /login, /horoscope and /compatibility in each language at both sizes for the docs.
const docsShots = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const openIn = (locale: string) => openSession(browser, desktop, locale);

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The header's badge names today's Celtic quarter in `lang` (the browser's date, as the page reads it). */
async function quarterBadgeIn(page: Page, lang: Locale): Promise<void> {
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv'));
  const shown = quarterName(getQuarter(new Date(`${today}T12:00:00Z`)).name, lang);
  await visible(page.locator('header dl').getByText(shown, { exact: true }));
}

/** A tRPC call of `procedure` that asks for `lang` (the input travels JSON-encoded in the URL). */
const asksIn = (procedure: string, lang: string) => (request: Request) =>
  request.url().includes(procedure) && decodeURIComponent(request.url()).includes(`"lang":"${lang}"`);

/** The page at both sizes, full length, as docs/screenshots/i18n-<name>-<lang>-<size>.png. */
async function picture(page: Page, name: string, lang: string): Promise<void> {
  for (const [size, viewport] of [
    ['desktop', desktop],
    ['mobile', mobile],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${docsShots}i18n-${name}-${lang}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(desktop);
}

/** /horoscope and /compatibility pictured in `lang`, checking the reading was asked for in it. */
async function pictureSignedIn(page: Page, lang: string, title: string, check: string): Promise<void> {
  const reading = page.waitForRequest(asksIn('horoscope.daily', lang));
  await page.goto('/horoscope');
  await visible(heading(page, title));
  await reading;
  await visible(page.locator('#horoscope-title'));
  await picture(page, 'horoscope', lang);
  await page.goto('/compatibility');
  await visible(page.getByRole('button', { name: check }));
  await picture(page, 'compatibility', lang);
}

describe('languages', () => {
  const account = newAccount('Saoirse Ní Bhriain');

  it('starts in the browser language, and a choice on /profile follows the user across reloads and devices', async () => {
    // A Spanish browser: the first visit is in Spanish.
    const first = await openIn('es-ES');
    const { page } = first;
    await page.goto('/login');
    await visible(page.getByRole('heading', { level: 1, name: 'Explorador del Zodiaco Celta' }));
    expect(await htmlLang(page)).toBe('es');
    expect(await page.title()).toBe('Iniciar sesión · Explorador del Zodiaco Celta');
    await picture(page, 'login', 'es');

    await signIn(page, account, 'es');
    // A new account has no sign yet: it is set through the API (the welcome page has tests of its own), and the
    // dashboard follows it.
    expect((await api(first, 'PATCH', '/users/me/zodiac', { zodiacSign: 'Wolf' })).ok).toBe(true);
    await page.goto('/');
    // The reading is asked for in Spanish and the page is Spanish.
    await pictureSignedIn(page, 'es', 'Horóscopo diario', 'Ver compatibilidad');
    await quarterBadgeIn(page, 'es');
    // Nothing stored yet: the language came from the browser.
    expect(((await (await api(first, 'GET', '/users/me')).json()) as { locale: unknown }).locale).toBeNull();

    // German, chosen on /profile with the header's menu.
    await page.goto('/profile');
    await visible(heading(page, 'Tu perfil'));
    const stored = page.waitForResponse((response) => response.url().includes('user.setLocale'));
    await page.getByRole('combobox', { name: 'Idioma' }).first().selectOption('de');
    await visible(heading(page, 'Dein Profil'));
    expect((await stored).ok()).toBe(true);
    expect(await htmlLang(page)).toBe('de');
    expect(((await (await api(first, 'GET', '/users/me')).json()) as { locale: unknown }).locale).toBe('de');

    // A reload keeps it.
    await page.reload();
    await visible(heading(page, 'Dein Profil'));
    expect(await htmlLang(page)).toBe('de');
    await pictureSignedIn(page, 'de', 'Tageshoroskop', 'Verträglichkeit prüfen');
    await quarterBadgeIn(page, 'de');
    expectNoPageErrors(first);

    // A second device with an English browser: /login is English until the user signs in, then German.
    const second = await openIn('en-GB');
    await second.page.goto('/login');
    await visible(second.page.getByRole('heading', { level: 1, name: 'Celtic Zodiac Explorer' }));
    expect(await htmlLang(second.page)).toBe('en');
    await picture(second.page, 'login', 'en');
    await signIn(second.page, account);
    await waitForPath(second.page, '/');
    await visible(second.page.getByRole('button', { name: 'Zeichen zurücksetzen' }));
    expect(await htmlLang(second.page)).toBe('de');

    // A German browser that never signed in: /login in German.
    const german = await openIn('de-DE');
    await german.page.goto('/login');
    await visible(german.page.getByRole('heading', { level: 1, name: 'Keltischer Tierkreis-Entdecker' }));
    await picture(german.page, 'login', 'de');
    await german.context.close();

    // Back to English on the second device: the pictures of the English pages.
    await second.page.goto('/profile');
    await second.page.getByRole('combobox', { name: 'Sprache' }).first().selectOption('en');
    await visible(heading(second.page, 'Your Profile'));
    await pictureSignedIn(second.page, 'en', 'Daily Horoscope', 'Check Compatibility');
    expectNoPageErrors(second);
    await first.context.close();
    await second.context.close();
  });

  it('names every control by the words it shows, in Spanish and German (WCAG 2.5.3)', async () => {
    // /system as the site owner, with the user list shown (each row's role button).
    const owner = { name: 'Orla Owner', email: OWNER_EMAIL };
    for (const [browserLocale, lang, zodiacTitle, systemTitle] of [
      ['es-ES', 'es', 'Los 13 signos del zodiaco celta', 'Ajustes del sistema'],
      ['de-DE', 'de', 'Die 13 keltischen Tierkreiszeichen', 'Systemeinstellungen'],
    ] as const) {
      const session = await openIn(browserLocale);
      await signIn(session.page, owner, lang);
      expect((await api(session, 'PATCH', '/users/me/zodiac', { zodiacSign: 'Fox' })).ok).toBe(true);
      for (const [path, title] of [
        ['/zodiac', zodiacTitle],
        ['/system', systemTitle],
      ] as const) {
        await session.page.goto(path);
        await visible(heading(session.page, title));
        if (path === '/system') await visible(session.page.locator('main li', { hasText: OWNER_EMAIL }));
        const results = await new AxeBuilder({ page: session.page })
          .withRules(['label-content-name-mismatch'])
          .analyze();
        const found = results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
        expect(found, `${path} in ${lang}`).toEqual([]);
      }
      await session.context.close();
    }
  });
});
