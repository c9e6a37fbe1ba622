import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './accounts';
import {
  api,
  chooseSign,
  desktop,
  expectNoPageErrors,
  launchBrowser,
  mobile,
  openSession,
  resetSign,
  type Session,
  screenshot,
  sidebar,
  signIn,
  signUp,
  visible,
  waitForPath,
} from './browser';

// One account on several browsers: the last choice of sign wins everywhere (docs/PRODUCT.md §4). A browser that
// chose earlier takes the later sign from the server instead of sending its own back.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shownSign = (page: Page, sign: string) => visible(sidebar(page).getByText(sign, { exact: true }));

async function serverSign(session: Session): Promise<unknown> {
  return ((await (await api(session, 'GET', '/users/me')).json()) as { zodiacSign: unknown }).zodiacSign;
}

/** What a page sends to the sign-setting procedure, from now on. */
function signSaves(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('user.updateZodiac')) sent.push(request.postData() ?? '');
  });
  return sent;
}

describe('the sign across devices', () => {
  it('shows the sign chosen last on every browser: an earlier one never comes back', async () => {
    const account = newAccount('Niamh Twodevice');
    // A: the laptop chooses Snake.
    const laptop = await signUp(browser, account, 'Snake');
    await shownSign(laptop.page, 'Snake');
    await expect.poll(() => serverSign(laptop), { timeout: 15_000 }).toBe('Snake');

    // B: the phone signs in (Snake, from the server), then changes to Wolf.
    const phone = await openSession(browser, mobile);
    await signIn(phone.page, account);
    await waitForPath(phone.page, '/');
    await resetSign(phone.page);
    await chooseSign(phone.page, 'Wolf');
    await expect.poll(() => serverSign(phone), { timeout: 15_000 }).toBe('Wolf');

    // A opens the app again: Wolf, and its stored Snake is not sent back.
    const sent = signSaves(laptop.page);
    await laptop.page.reload();
    await shownSign(laptop.page, 'Wolf');
    await laptop.page.waitForTimeout(1_500);
    expect(sent).toEqual([]);
    expect(await serverSign(laptop)).toBe('Wolf');
    // And it stays Wolf after another reload (what A keeps now is the phone's choice).
    await laptop.page.reload();
    await shownSign(laptop.page, 'Wolf');

    // A brand-new browser: Wolf.
    const fresh = await openSession(browser, desktop);
    await signIn(fresh.page, account);
    await waitForPath(fresh.page, '/');
    await shownSign(fresh.page, 'Wolf');

    for (const session of [laptop, phone, fresh]) {
      expectNoPageErrors(session);
      await session.context.close();
    }
  });

  it('sends a choice made while the server was unreachable when the app next opens, and it wins', async () => {
    const account = newAccount('Cian Offline');
    const laptop = await signUp(browser, account, 'Hawk');
    await expect.poll(() => serverSign(laptop), { timeout: 15_000 }).toBe('Hawk');

    // No answer from the API (as offline): the choice counts here at once; the tab is closed before any retry.
    const calls = (url: URL) => url.pathname.startsWith('/trpc/');
    await laptop.page.route(calls, (route) => route.abort('internetdisconnected'));
    // Reset Sign, confirmed (its toast may give way to one about the failed calls).
    await laptop.page.getByRole('banner').getByRole('button', { name: 'Reset Sign' }).click();
    await laptop.page.getByRole('alertdialog').getByRole('button', { name: 'Reset Sign' }).click();
    await waitForPath(laptop.page, '/welcome');
    await chooseSign(laptop.page, 'Salmon');
    await shownSign(laptop.page, 'Salmon');
    expect(await serverSign(laptop)).toBe('Hawk');
    await laptop.page.close();

    // Back online, the app opened again in the same browser: its Salmon is newer than the server's Hawk.
    const page = await laptop.context.newPage();
    await page.goto('/');
    await shownSign(page, 'Salmon');
    await expect.poll(() => serverSign(laptop), { timeout: 15_000 }).toBe('Salmon');

    const other = await openSession(browser, desktop);
    await signIn(other.page, account);
    await waitForPath(other.page, '/');
    await shownSign(other.page, 'Salmon');
    for (const session of [laptop, other]) await session.context.close();
  });

  it('asks before Reset Sign, in each language (pictures)', { timeout: 240_000 }, async () => {
    for (const [locale, lang, reset, title, cancel] of [
      ['en-GB', 'en', 'Reset Sign', 'Reset your sign?', 'Cancel'],
      ['es-ES', 'es', 'Cambiar signo', '¿Cambiar tu signo?', 'Cancelar'],
      ['de-DE', 'de', 'Zeichen zurücksetzen', 'Zeichen zurücksetzen?', 'Abbrechen'],
    ] as const) {
      const session = await openSession(browser, mobile, locale);
      const { page } = session;
      await signIn(page, newAccount(`Aoife ${lang}`), lang);
      expect((await api(session, 'PATCH', '/users/me/zodiac', { zodiacSign: 'Wren' })).ok).toBe(true);
      for (const [size, viewport] of [
        ['mobile', mobile],
        ['desktop', desktop],
      ] as const) {
        await page.setViewportSize(viewport);
        await page.goto('/');
        await page.getByRole('banner').getByRole('button', { name: reset }).click();
        const dialog = page.getByRole('alertdialog', { name: title });
        await visible(dialog);
        await screenshot(page, `reset-sign-dialog-${lang}-${size}`);
        await dialog.getByRole('button', { name: cancel }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      expect(await serverSign(session)).toBe('Wren');
      expectNoPageErrors(session);
      await session.context.close();
    }
  });
});
