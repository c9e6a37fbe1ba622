import { festivals } from '@celtic/zodiac-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, newAccount } from './accounts';
import {
  chooseSign,
  expectNoPageErrors,
  expectToast,
  heading,
  launchBrowser,
  mobile,
  navigate,
  pathOf,
  rangeOf,
  resetSign,
  type Session,
  screenshot,
  sidebar,
  signUp,
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

/** The sidebar links that are marked active (TanStack Router sets data-status="active"). */
async function activeLinks(page: Page): Promise<string[]> {
  return sidebar(page)
    .locator('a[data-status="active"]')
    .evaluateAll((links) => links.map((a) => a.textContent?.trim() ?? ''));
}

describe('shell and pages (desktop)', () => {
  const account: Account = newAccount('Deirdre Quinn');
  let session: Session;
  beforeAll(async () => {
    session = await signUp(browser, account, 'Fox');
  });

  it('visits every route through the sidebar with the active link highlighted', async () => {
    const { page } = session;
    const routes: [label: string, path: string, title: string][] = [
      ['Zodiac Signs', '/zodiac', 'The 13 Celtic Zodiac Signs'],
      ['Daily Horoscope', '/horoscope', 'Daily Horoscope'],
      ['Compatibility', '/compatibility', 'Compatibility'],
      ['Saved Readings', '/saved', 'Saved Readings'],
      ['History', '/history', 'History'],
      ['Dashboard', '/', 'Welcome, Deirdre'],
    ];
    for (const [label, path, title] of routes) {
      await navigate(page, label);
      await waitForPath(page, path);
      await visible(heading(page, title));
      expect(await activeLinks(page)).toEqual([label]);
    }
    // A normal user has no administration section.
    expect(await sidebar(page).getByRole('link', { name: 'User Management' }).count()).toBe(0);

    // Space on a focused link follows it too.
    await sidebar(page).getByRole('link', { name: 'History' }).focus();
    await page.keyboard.press('Space');
    await waitForPath(page, '/history');

    // The dashboard shows the season, the moon, and the four festivals.
    await navigate(page, 'Dashboard');
    expect(festivals.map((f) => f.name)).toEqual(['Samhain', 'Imbolc', 'Beltane', 'Lughnasadh']);
    for (const festival of festivals) {
      await visible(page.locator('main').getByText(`${festival.name} (${festival.date})`, { exact: true }));
    }
    expectNoPageErrors(session);
  });

  it('searches the signs and switches the zodiac views', async () => {
    const { page } = session;
    await navigate(page, 'Zodiac Signs');
    await visible(page.getByText('All 13 signs', { exact: true }));
    const search = page.getByRole('searchbox', { name: 'Search signs by name, animal or element' });

    // By element, ignoring case.
    await search.fill('WATER');
    await visible(page.getByText('4 of 13 signs match', { exact: true }));
    for (const name of ['Snake', 'Seahorse', 'Swan', 'Butterfly']) {
      await visible(page.getByRole('button', { name: `Read more about the ${name}` }));
    }
    expect(await page.getByRole('button', { name: 'Read more about the Hawk' }).count()).toBe(0);
    // By animal: the Snake's animal is the adder.
    await search.fill('adder');
    await visible(page.getByText('1 of 13 signs match', { exact: true }));
    await visible(page.getByRole('button', { name: 'Read more about the Snake' }));
    await search.fill('');

    await page.getByRole('tab', { name: 'List View' }).click();
    await visible(page.getByRole('tabpanel').getByText(rangeOf('Wolf'), { exact: true }));
    // The first sign is preselected in the detailed view.
    await page.getByRole('tab', { name: 'Detailed View' }).click();
    const detail = page.getByRole('tabpanel');
    await visible(detail.getByRole('heading', { name: 'Stag', level: 2 }));
    for (const section of ['Personality', 'Strengths', 'Challenges', 'Mythology', 'Compatibility']) {
      await visible(detail.getByRole('heading', { name: section, level: 3 }));
    }
    await detail.getByRole('button', { name: 'Wren' }).click();
    await visible(detail.getByRole('heading', { name: 'Wren', level: 2 }));
    expectNoPageErrors(session);
  });

  it('shows the history tabs', async () => {
    const { page } = session;
    await navigate(page, 'History');
    const panel = page.getByRole('tabpanel');
    await visible(panel.getByRole('heading', { name: 'The four fire festivals' }));
    for (const festival of ['Samhain', 'Imbolc', 'Beltane', 'Lughnasadh']) {
      await visible(panel.getByRole('rowheader', { name: festival }));
    }
    await visible(panel.getByRole('heading', { name: 'The thirteen lunar months' }));

    await page.getByRole('tab', { name: 'Historical Background' }).click();
    await visible(page.getByRole('tabpanel').getByRole('heading', { name: 'The Ogham alphabet' }));
    await page.getByRole('tab', { name: 'Celtic Mythology' }).click();
    await visible(page.getByRole('tabpanel').getByText(/Echoed in the sign of the/));
    expect(await page.getByRole('tabpanel').getByRole('article').count()).toBeGreaterThan(2);
    expectNoPageErrors(session);
  });

  it('opens the profile from the user block', async () => {
    const { page } = session;
    await sidebar(page)
      .getByRole('button', { name: `${account.name} User (opens your profile)` })
      .click();
    await waitForPath(page, '/profile');
    await visible(heading(page, 'Your Profile'));
    const details = page.locator('dl');
    const row = (label: string) =>
      details.locator('div').filter({ has: page.getByText(label, { exact: true }) });
    expect(await row('Display name').locator('dd').textContent()).toBe(account.name);
    expect(await row('Email').locator('dd').textContent()).toBe(account.email);
    expect(await row('Role').locator('dd').textContent()).toBe('User');
    // Both times come from the auth record: real dates, not "N/A", for a user who just signed in.
    for (const label of ['Account created', 'Last login']) {
      const text = (await row(label).locator('dd').textContent()) ?? '';
      expect(text).not.toBe('N/A');
      expect(text).toMatch(/\d{4}/);
    }
    await visible(page.getByRole('heading', { name: 'Your zodiac sign' }));
    await visible(page.locator('main').getByText(rangeOf('Fox'), { exact: true }));
    await visible(page.getByRole('button', { name: 'Logout' }).last());
    expectNoPageErrors(session);
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page } = session;
    await page.goto('/no-such-grove');
    await visible(page.getByText('404', { exact: true }));
    await visible(heading(page, 'Page not found'));
    await page.getByRole('link', { name: 'Back to the Dashboard' }).click();
    await waitForPath(page, '/');
  });

  it('resets the sign to /welcome, logs out to /login, and signs back in as the remembered account', async () => {
    const { page } = session;
    await visible(heading(page, 'Welcome, Deirdre'));
    // It asks first; Cancel closes the dialog, focus back on the button, and the sign stays.
    const reset = page.getByRole('banner').getByRole('button', { name: 'Reset Sign' });
    await reset.click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset your sign?' });
    await visible(
      dialog.getByText(
        'This clears Fox and takes you to the welcome page to choose again. You can keep Fox from there.',
      ),
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await reset.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.waitForTimeout(800);
    expect(pathOf(page)).toBe('/');
    await visible(sidebar(page).getByText('Fox', { exact: true }));

    // Confirmed: /welcome, which offers Fox back.
    await reset.click();
    await dialog.getByRole('button', { name: 'Reset Sign' }).click();
    await expectToast(page, 'Zodiac sign reset', 'Redirecting to welcome page...');
    await waitForPath(page, '/welcome');
    await visible(heading(page, 'Welcome to Celtic Zodiac'));
    const keep = page.getByRole('button', { name: 'Keep Fox' });
    await visible(keep);
    await screenshot(page, 'welcome-keep-sign-desktop');
    await keep.click();
    await expectToast(page, 'Zodiac sign kept', 'Fox is still your Celtic zodiac sign.');
    await waitForPath(page, '/');
    await visible(sidebar(page).getByText('Fox', { exact: true }));

    await resetSign(page);
    // The sign is gone on the server too: a reload stays on /welcome.
    await page.reload();
    await visible(heading(page, 'Welcome to Celtic Zodiac'));
    await page.goto('/zodiac');
    await waitForPath(page, '/welcome');

    // Choosing a sign leads on to the page that was asked for.
    await chooseSign(page, 'Bull', '/zodiac');
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Signed Out', "You've been signed out successfully.");
    await waitForPath(page, '/login');
    await visible(page.getByRole('button', { name: 'Sign in with Google' }));
    await page.goto('/saved');
    await waitForPath(page, '/login');

    // Signing in again offers the remembered account, and the sign chosen before is kept.
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const chooser = page.getByRole('dialog');
    await visible(chooser.getByRole('heading', { name: 'Choose an account' }));
    await chooser.getByRole('button', { name: new RegExp(`^${account.name}`) }).click();
    await expectToast(page, 'Signed In', "You've successfully signed in!");
    // Back on the page asked for while signed out.
    await waitForPath(page, '/saved');
    await visible(sidebar(page).getByText('Bull', { exact: true }));
    expectNoPageErrors(session);
  });
});

describe('mobile menu (390×844)', () => {
  it('opens the sidebar over a dimmed overlay and closes it on navigation and on a press outside', async () => {
    const session = await signUp(browser, newAccount('Eimear Nolan'), 'Seahorse', mobile);
    const { page } = session;
    const toggle = page.getByRole('button', { name: 'Open menu' });
    // Closed, the sidebar is not shown at this width.
    await visible(toggle);
    expect(await sidebar(page).count()).toBe(0);

    await toggle.click();
    await visible(sidebar(page));
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    // Right of the panel, what the user sees is a translucent black layer over the page.
    const overlay = await page.evaluate(() => {
      const element = document.elementFromPoint(375, 600);
      return element ? getComputedStyle(element).backgroundColor : null;
    });
    // Chromium reports Tailwind's black/60 as oklab(0 0 0 / 0.6); older engines as rgba(0, 0, 0, 0.6).
    expect(overlay).toMatch(/^(oklab\(0 0 0 \/ |rgba\(0, 0, 0, )0\.[1-9]\d*\)$/);

    // Following a link closes it.
    await sidebar(page).getByRole('link', { name: 'Compatibility' }).click();
    await waitForPath(page, '/compatibility');
    await sidebar(page).waitFor({ state: 'detached' });
    await visible(heading(page, 'Compatibility'));

    // A press outside the panel and its toggle closes it, and does not reach the page under the overlay.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await visible(sidebar(page));
    await page.mouse.click(375, 600);
    await sidebar(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/compatibility');

    // The toggle closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await visible(sidebar(page));
    await page.getByRole('button', { name: 'Close menu' }).click();
    await sidebar(page).waitFor({ state: 'detached' });
    expectNoPageErrors(session);
    await session.context.close();
  });
});
