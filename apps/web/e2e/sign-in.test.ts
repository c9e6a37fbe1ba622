import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './accounts';
import {
  expectNoPageErrors,
  expectToast,
  heading,
  launchBrowser,
  openSession,
  pickFromList,
  rangeOf,
  signIn,
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

describe('sign-in and sign choice', () => {
  it('signs in through the account chooser, finds a sign by date and by list, and continues', async () => {
    const session = await openSession(browser);
    const { page } = session;

    // Unauthenticated visitors only reach /login.
    await page.goto('/horoscope');
    await waitForPath(page, '/login');
    await visible(heading(page, 'Celtic Zodiac Explorer'));
    for (const tree of ['Birch', 'Rowan', 'Ash', 'Alder', 'Willow', 'Hawthorn']) {
      await visible(page.getByText(tree, { exact: true }));
    }

    const account = newAccount('Aoife Byrne');
    await signIn(page, account);
    await waitForPath(page, '/welcome');
    await visible(heading(page, 'Welcome to Celtic Zodiac'));

    const choice = page.getByRole('region', { name: 'Your choice' });
    const cont = page.getByRole('button', { name: /^Continue with/ });
    expect(await cont.isDisabled()).toBe(true);

    // 25 March falls in the Hawk (18 March to 14 April), whatever the year.
    await page.getByLabel('Birth date').fill('1990-03-25');
    await visible(choice.getByText('Hawk', { exact: true }));
    await visible(choice.getByText(rangeOf('Hawk'), { exact: true }));
    expect(await page.getByRole('button', { name: 'Continue with Hawk' }).isEnabled()).toBe(true);

    // A range across the year end: 1 January is the Stag's (24 December to 20 January).
    await page.getByLabel('Birth date').fill('2001-01-01');
    await visible(choice.getByText('Stag', { exact: true }));
    await visible(choice.getByText(rangeOf('Stag'), { exact: true }));

    // Choosing from the list clears the date choice.
    await pickFromList(page, 'Salmon');
    await visible(choice.getByText('Salmon', { exact: true }));
    await visible(choice.getByText(rangeOf('Salmon'), { exact: true }));
    expect(await page.getByLabel('Birth date').inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Zodiac sign' }).textContent()).toContain('Salmon');

    // And a date clears the list choice again.
    await page.getByLabel('Birth date').fill('1985-10-01');
    await visible(choice.getByText('Swan', { exact: true }));
    expect(await page.getByRole('combobox', { name: 'Zodiac sign' }).textContent()).toContain(
      'Select a sign',
    );

    await page.getByRole('button', { name: 'Continue with Swan' }).click();
    await expectToast(page, 'Zodiac Sign Selected', "You've selected Swan as your Celtic zodiac sign.");
    await waitForPath(page, '/');
    await visible(heading(page, 'Welcome, Aoife'));
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await visible(
      sidebar.getByRole('button', {
        name: `Your Zodiac Sign Swan ${rangeOf('Swan')} (opens the daily horoscope)`,
      }),
    );

    // With a sign chosen, /welcome sends the user home, and the choice survives a reload.
    await page.goto('/welcome');
    await waitForPath(page, '/');
    await page.reload();
    await visible(heading(page, 'Welcome, Aoife'));
    await visible(sidebar.getByText('Swan', { exact: true }));

    expectNoPageErrors(session);
    await session.context.close();
  });
});
