import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, OWNER_EMAIL } from './accounts';
import {
  api,
  baseUrl,
  expectNoPageErrors,
  heading,
  launchBrowser,
  navigate,
  pathOf,
  type Session,
  screenshot,
  signUp,
  visible,
} from './browser';

// Readings of a week, a month and a year on /horoscope, their URLs, and the All signs view, as a plain user and
// as a premium one (made premium by the site owner, as on /system).

let browser: Browser;
let plain: Session;
let premium: Session;
beforeAll(async () => {
  browser = await launchBrowser();
  plain = await signUp(browser, newAccount('Niamh Plain'), 'Salmon');
  premium = await signUp(browser, newAccount('Aoife Premium'), 'Hawk');
  const owner = await signUp(browser, { name: 'Orla Owner', email: OWNER_EMAIL }, 'Stag');
  const me = (await (await api(premium, 'GET', '/users/me')).json()) as { id: number };
  const raised = await api(owner, 'PATCH', `/admin/users/${me.id}/role`, { role: 'premium', reason: 'e2e' });
  expect(raised.status).toBe(200);
  await owner.page.context().close();
  // The premium role counts from the next request: reload so the app reads it.
  await premium.page.reload();
});
afterAll(async () => {
  await browser?.close();
});

const nav = (page: Page) => page.getByRole('navigation', { name: 'Reading period' });
const periodCard = (page: Page, title: RegExp) => page.getByRole('article', { name: title });
const searchOf = (page: Page) => new URL(page.url()).searchParams;

/** The period line of the card shown (e.g. "Week 48, 2026 (…)"), once it is there. */
async function periodShown(page: Page, title: RegExp): Promise<string> {
  const card = periodCard(page, title);
  await visible(card);
  return (await card.locator('[data-period]').getAttribute('data-period')) ?? '';
}

describe('weekly, monthly and yearly readings', () => {
  it('a plain user reads a week, steps back and forward, and reloads the copied URL onto the same reading', async () => {
    const { page } = plain;
    await navigate(page, 'Daily Horoscope');
    await visible(heading(page, 'Daily Horoscope'));
    await nav(page).getByRole('link', { name: 'Week', exact: true }).click();
    const week = /Salmon · Weekly Reading/;
    const first = await periodShown(page, week);
    expect(first).toMatch(/^\d{4}-W\d{2}$/);
    expect(searchOf(page).get('view')).toBe('week');

    // The card shows what the API answers for that week.
    const answer = await fetch(`${baseUrl()}/api/horoscope/weekly?sign=Salmon&week=${first}`);
    const reading = (await answer.json()) as { overview: string };
    await visible(periodCard(page, week).getByText(reading.overview, { exact: true }));
    await visible(periodCard(page, week).getByRole('heading', { name: 'The Sky' }));

    await nav(page).getByRole('link', { name: 'Previous week' }).click();
    await expect.poll(() => periodShown(page, week)).not.toBe(first);
    const previous = await periodShown(page, week);
    const copied = page.url();
    await nav(page).getByRole('link', { name: 'Next week' }).click();
    await expect.poll(() => periodShown(page, week)).toBe(first);

    await page.goto(copied);
    expect(await periodShown(page, week)).toBe(previous);
    await page.reload();
    expect(await periodShown(page, week)).toBe(previous);
    await screenshot(page, 'horoscope-week-1440x900');
    expectNoPageErrors(plain);
  });

  it('a plain user is told what a month is and how an account gets it', async () => {
    const { page } = plain;
    await page.goto('/horoscope?view=month');
    await visible(page.getByRole('heading', { name: 'Monthly readings are not open to your account yet' }));
    await visible(page.getByText(/opened to an account by the site’s owner/));
    await expect.poll(() => periodCard(page, /Monthly Reading/).count()).toBe(0);
    await screenshot(page, 'horoscope-month-plain-1440x900');
    await nav(page).getByRole('link', { name: 'Year', exact: true }).click();
    await visible(page.getByRole('heading', { name: 'Yearly readings are not open to your account yet' }));
  });

  it('a premium user reads a month, steps back, and the copied URL opens the same month', async () => {
    const { page } = premium;
    await page.goto('/horoscope?view=month');
    const month = /Hawk · Monthly Reading/;
    const first = await periodShown(page, month);
    expect(first).toMatch(/^\d{4}-\d{2}$/);
    await visible(periodCard(page, month).getByText(/Tree months:/));
    await nav(page).getByRole('link', { name: 'Previous month' }).click();
    await expect.poll(() => periodShown(page, month)).not.toBe(first);
    const previous = await periodShown(page, month);
    expect(searchOf(page).get('date')).toMatch(/^\d{4}-\d{2}-01$/);
    const copied = page.url();
    await page.goto(copied);
    expect(await periodShown(page, month)).toBe(previous);
    await screenshot(page, 'horoscope-month-premium-1440x900');

    await page.goto('/horoscope?view=year');
    expect(await periodShown(page, /Hawk · Yearly Reading/)).toMatch(/^\d{4}$/);
    // And a week, like everyone.
    await page.goto('/horoscope?view=week&date=2026-11-26');
    expect(await periodShown(page, /Hawk · Weekly Reading/)).toBe('2026-W48');
    expectNoPageErrors(premium);
  });

  it('offers the sign’s feed as a webcal: link', async () => {
    const { page } = plain;
    await page.goto('/horoscope');
    const link = page.getByRole('link', { name: 'Add to calendar' });
    await visible(link);
    expect(await link.getAttribute('href')).toBe(
      `${baseUrl().replace(/^http:/, 'webcal:')}/api/feeds/Salmon.ics?lang=en`,
    );
    const feed = await fetch(`${baseUrl()}/api/feeds/Salmon.ics`);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  });
});

describe('all signs', () => {
  it('shows the 13 readings of a day, reached from /horoscope and from /zodiac', async () => {
    const { page } = plain;
    await page.goto('/horoscope');
    await nav(page).getByRole('link', { name: 'All signs' }).click();
    await expect.poll(() => pathOf(page)).toBe('/horoscope/all');
    await visible(heading(page, 'All Signs'));
    const readings = page.getByRole('article');
    await expect.poll(() => readings.count()).toBe(13);
    await visible(page.getByRole('heading', { name: 'Butterfly', level: 2 }));
    await screenshot(page, 'horoscope-all-1440x900');

    await navigate(page, 'Zodiac Signs');
    await page.getByRole('link', { name: 'All signs today' }).click();
    await expect.poll(() => pathOf(page)).toBe('/horoscope/all');
    await expect.poll(() => page.getByRole('article').count()).toBe(13);
    expectNoPageErrors(plain);
  });
});
