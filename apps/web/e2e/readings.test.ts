import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './accounts';
import {
  api,
  baseUrl,
  expectNoPageErrors,
  expectToast,
  heading,
  launchBrowser,
  navigate,
  type Session,
  screenshot,
  signUp,
  visible,
  waitForPath,
} from './browser';

let browser: Browser;
let session: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  session = await signUp(browser, newAccount('Brigid Walsh'), 'Wren');
});
afterAll(async () => {
  await browser?.close();
});

describe('daily horoscope and saved readings', () => {
  it('reads the horoscope, saves it, favourites, unfavourites and deletes it', async () => {
    const { page } = session;
    await navigate(page, 'Daily Horoscope');
    await waitForPath(page, '/horoscope');
    await visible(heading(page, 'Daily Horoscope'));

    const card = page.getByRole('article', { name: 'Wren · Daily Horoscope' });
    await visible(card);
    for (const section of ['Daily Overview', 'Love', 'Career', 'Health']) {
      await visible(card.getByRole('heading', { name: section }));
    }
    for (const label of ['Advice', 'Lucky number', 'Lucky color', 'Compatible signs']) {
      await visible(card.getByText(label, { exact: true }));
    }

    // The card shows the server's horoscope for the date it names.
    const date = await card.locator('time').getAttribute('datetime');
    const response = await fetch(`${baseUrl()}/api/horoscope/daily?sign=Wren&date=${date}`);
    expect(response.status).toBe(200);
    const horoscope = (await response.json()) as { general: string; love: string; luckyNumber: number };
    await visible(card.getByText(horoscope.general, { exact: true }));
    await visible(card.getByText(horoscope.love, { exact: true }));
    await visible(card.getByText(String(horoscope.luckyNumber), { exact: true }));

    await card.getByRole('button', { name: 'Save Reading' }).click();
    await expectToast(page, 'Reading Saved');
    // After a reload the page still knows this reading is saved: the server keeps one copy of it.
    await page.reload();
    const savedButton = page
      .getByRole('article', { name: 'Wren · Daily Horoscope' })
      .getByRole('button', { name: 'Reading Saved' });
    await visible(savedButton);
    expect(await savedButton.isDisabled()).toBe(true);

    await navigate(page, 'Saved Readings');
    await waitForPath(page, '/saved');
    await visible(heading(page, 'Saved Readings'));
    const allTab = page.getByRole('tab', { name: /^All Readings/ });
    await visible(page.getByRole('tab', { name: 'All Readings (1)' }));
    const panel = page.getByRole('tabpanel');
    await visible(panel.getByRole('heading', { name: 'Wren', level: 2 }));
    // Headed by its kind and its own day.
    await visible(panel.getByText('Daily', { exact: true }));
    expect(await panel.locator(`time[datetime="${date}"]`).count()).toBe(1);
    await screenshot(page, 'saved-daily-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'saved-daily-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });
    // The content starts with the date and the day's overview (clamped to four lines, still in the text).
    const content = await panel.locator('p.line-clamp-4').textContent();
    expect(content).toContain(String(date));
    expect(content).toContain(horoscope.general);

    const heart = panel.getByRole('button', { name: 'Favorite' });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expectToast(page, 'Added to Favorites');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('tab', { name: /^Favorites/ }).click();
    await visible(page.getByRole('tab', { name: 'Favorites (1)' }));
    await visible(page.getByRole('tabpanel').getByRole('heading', { name: 'Wren', level: 2 }));
    await page.getByRole('tabpanel').getByRole('button', { name: 'Favorite' }).click();
    await expectToast(page, 'Removed from Favorites');
    await visible(page.getByRole('tabpanel').getByText('No Favorite Readings', { exact: true }));

    await allTab.click();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await visible(dialog.getByText('Are you sure?', { exact: true }));
    await visible(
      dialog.getByText('This action cannot be undone. This will permanently delete your saved reading.', {
        exact: true,
      }),
    );
    // Cancel keeps the reading.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await visible(page.getByRole('tabpanel').getByRole('heading', { name: 'Wren', level: 2 }));

    await page.getByRole('tabpanel').getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Reading Deleted');
    await visible(page.getByRole('tabpanel').getByText('No Saved Readings Yet', { exact: true }));
    await page.getByRole('tab', { name: 'Recent' }).click();
    await visible(page.getByRole('tabpanel').getByText('No Recent Readings', { exact: true }));

    // The server agrees: nothing is left.
    const left = await api(session, 'GET', '/readings/me');
    expect(await left.json()).toEqual([]);
    expectNoPageErrors(session);
  });

  it('shows an HTML and script payload saved through the API as inert text', async () => {
    const { page } = session;
    const payload =
      '<img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><b id="bold">bold</b>';
    const created = await api(session, 'POST', '/readings', {
      content: payload,
      zodiacSign: 'Wren',
      isFavorite: false,
    });
    expect(created.status).toBe(200);
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });

    await page.goto('/saved');
    const panel = page.getByRole('tabpanel');
    await visible(panel.getByText(payload, { exact: true }));
    const main = page.locator('main');
    expect(await main.locator('img[src="x"]').count()).toBe(0);
    expect(await main.locator('#bold').count()).toBe(0);
    expect(await main.locator('script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    expectNoPageErrors(session);
  });
});
