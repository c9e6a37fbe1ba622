import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { localIsoDate } from '../../lib/celtic-now';
import { getToasts } from '../../lib/toast-store';
import { answer, apiCalls, httpError, renderScreen, resetFakeApi } from '../../test/harness';
import { HoroscopePage } from './horoscope-page';

const today = localIsoDate(new Date());
const horoscope = {
  date: today,
  general: 'The birch bends but does not break.',
  love: 'An old friend returns.',
  career: 'Plant now, harvest later.',
  health: 'Walk among trees.',
  advice: 'Listen before you speak.',
  luckyNumber: 7,
  luckyColor: 'Forest Green',
  compatibleSigns: ['Wolf', 'Bull'],
};

const lastToast = () => getToasts().at(-1);

afterEach(resetFakeApi);

describe('HoroscopePage', () => {
  it('asks for a sign, and fetches nothing, when none is chosen', async () => {
    renderScreen(<HoroscopePage search={{}} onSearch={() => {}} />, { sign: null });
    const link = await screen.findByRole('link', { name: 'Select Your Zodiac Sign' });
    expect(link.getAttribute('href')).toBe('/welcome');
    expect(apiCalls).toEqual([]);
  });

  it("shows the loading text, then the reading for the user's local date", async () => {
    answer('horoscope.daily', () => horoscope);
    renderScreen(<HoroscopePage search={{}} onSearch={() => {}} />);
    expect(await screen.findByText('Consulting the ancient Celtic wisdom...')).toBeTruthy();
    expect(await screen.findByText(horoscope.general)).toBeTruthy();
    expect(apiCalls[0]).toEqual({
      path: 'horoscope.daily',
      input: { sign: 'Stag', date: today, lang: 'en' },
    });
    for (const heading of ['Daily Overview', 'Love', 'Career', 'Health']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(screen.getByText('Listen before you speak.')).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    const badge = screen.getByText('Forest Green');
    expect(badge.style.backgroundColor).not.toBe('');
    expect(screen.getByText('Wolf')).toBeTruthy();
  });

  it('shows the status with a Retry button and a toast when the fetch fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    answer('horoscope.daily', () => {
      if (fail) throw httpError(503, 'Service Unavailable');
      return horoscope;
    });
    renderScreen(<HoroscopePage search={{}} onSearch={() => {}} />);
    expect(await screen.findByText('Failed to fetch horoscope: 503')).toBeTruthy();
    expect(lastToast()?.description).toBe('Failed to fetch your daily horoscope. Please try again later.');
    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText(horoscope.general)).toBeTruthy();
  });

  it('saves the date followed by the general text, then love and career under their labels', async () => {
    const user = userEvent.setup();
    answer('horoscope.daily', () => horoscope);
    answer('readings.saved', () => ({ reading: null }));
    answer('readings.create', (input) => ({
      id: 1,
      userId: 1,
      isFavorite: false,
      readingDate: today,
      alreadySaved: false,
      ...(input as object),
    }));
    renderScreen(<HoroscopePage search={{}} onSearch={() => {}} />);
    await user.click(await screen.findByRole('button', { name: /Save Reading/ }));
    await waitFor(() => expect(lastToast()?.title).toBe('Reading Saved'));
    const call = apiCalls.find((c) => c.path === 'readings.create');
    expect(call?.input).toEqual({
      content: `${today}\n\n${horoscope.general}\n\nLove: ${horoscope.love}\n\nCareer: ${horoscope.career}`,
      zodiacSign: 'Stag',
      isFavorite: false,
      kind: 'day',
      period: today,
      // One new key per click, so a retry after a lost answer is stored once.
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(screen.getByRole('button', { name: /Reading Saved/ })).toBeTruthy();
  });

  it('knows on opening that this reading is saved already (after a reload, or from another device)', async () => {
    answer('horoscope.daily', () => horoscope);
    answer('readings.saved', (input) => ({
      reading: {
        id: 9,
        userId: 1,
        content: 'x',
        zodiacSign: 'Stag',
        isFavorite: false,
        readingDate: today,
        ...(input as object),
      },
    }));
    renderScreen(<HoroscopePage search={{}} onSearch={() => {}} />);
    const button = await screen.findByRole('button', { name: /Reading Saved/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(apiCalls.find((c) => c.path === 'readings.saved')?.input).toEqual({
      zodiacSign: 'Stag',
      kind: 'day',
      period: today,
    });
  });

  it('says so when the server answers that the reading was saved before', async () => {
    const user = userEvent.setup();
    answer('horoscope.daily', () => horoscope);
    answer('readings.saved', () => ({ reading: null }));
    answer('readings.create', (input) => ({
      id: 1,
      userId: 1,
      isFavorite: false,
      readingDate: today,
      alreadySaved: true,
      ...(input as object),
    }));
    renderScreen(<HoroscopePage search={{}} onSearch={() => {}} />);
    await user.click(await screen.findByRole('button', { name: /Save Reading/ }));
    await waitFor(() => expect(lastToast()?.title).toBe('Already Saved'));
    expect(lastToast()?.description).toBe('This reading is already in your saved readings.');
    expect(screen.getByRole('button', { name: /Reading Saved/ })).toBeTruthy();
  });

  it('reports a failed save', async () => {
    const user = userEvent.setup();
    answer('horoscope.daily', () => horoscope);
    answer('readings.saved', () => ({ reading: null }));
    answer('readings.create', () => {
      throw httpError(500, 'boom');
    });
    renderScreen(<HoroscopePage search={{}} onSearch={() => {}} />);
    await user.click(await screen.findByRole('button', { name: /Save Reading/ }));
    await waitFor(() => expect(lastToast()?.title).toBe('Error Saving Reading'));
    expect(lastToast()?.description).toBe('Failed to save your horoscope reading. Please try again later.');
  });

  it('copies the share text when the browser cannot share', async () => {
    const user = userEvent.setup();
    answer('horoscope.daily', () => horoscope);
    renderScreen(<HoroscopePage search={{}} onSearch={() => {}} />);
    await user.click(await screen.findByRole('button', { name: /Share Horoscope/ }));
    await waitFor(() => expect(lastToast()?.title).toBe('Horoscope Copied'));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('Lucky color: Forest Green');
    expect(copied).toContain(today);
  });
});

describe('HoroscopePage periods', () => {
  const weekReading = {
    sign: 'Stag',
    kind: 'week',
    period: '2026-W48',
    start: '2026-11-23',
    end: '2026-11-29',
    overview: 'This week the Moon reaches Full Moon on Tuesday 24 November.',
    love: 'Week love.',
    career: 'Week career.',
    health: 'Week health.',
    advice: 'Week advice.',
    luckyNumber: 12,
    luckyColor: 'Moss Green',
    compatibleSigns: ['Wolf'],
    sky: {
      moonPhases: [{ phase: 'Full Moon', date: '2026-11-24', instant: '2026-11-24T14:54Z' }],
      festivals: [],
      quarterChanges: [],
      treeMonths: [{ tree: 'Reed', name: 'Ngetal', start: '2026-10-28', end: '2026-11-24' }],
    },
  };

  it('asks for the ISO week of the date in the URL, shows its sky, and saves it under its period', async () => {
    const user = userEvent.setup();
    answer('horoscope.weekly', () => weekReading);
    answer('readings.saved', () => ({ reading: null }));
    answer('readings.create', (input) => ({
      id: 2,
      userId: 1,
      isFavorite: false,
      readingDate: today,
      ...(input as object),
    }));
    renderScreen(<HoroscopePage search={{ view: 'week', date: '2026-11-26' }} onSearch={() => {}} />);
    expect(await screen.findByText(weekReading.overview)).toBeTruthy();
    expect(apiCalls[0]).toEqual({
      path: 'horoscope.weekly',
      input: { sign: 'Stag', week: '2026-W48', lang: 'en' },
    });
    expect(screen.getByRole('heading', { name: 'The Sky' })).toBeTruthy();
    expect(screen.getByText(/Full Moon at 14:54 UTC/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Save Reading/ }));
    await waitFor(() => expect(lastToast()?.title).toBe('Reading Saved'));
    const saved = apiCalls.find((c) => c.path === 'readings.create')?.input as { content: string };
    expect(saved).toMatchObject({ kind: 'week', period: '2026-W48' });
    expect(saved.content.startsWith('Week 48, 2026 (23 November – 29 November)\n\n')).toBe(true);
  });

  it('tells a plain user what a month is and who may read it, and fetches nothing', async () => {
    renderScreen(<HoroscopePage search={{ view: 'month', date: '2026-11-26' }} onSearch={() => {}} />, {
      role: 'user',
    });
    expect(
      await screen.findByRole('heading', { name: 'Monthly readings are not open to your account yet' }),
    ).toBeTruthy();
    expect(screen.getByText(/opened to an account by the site’s owner/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/premium|admin|site_owner|site owner role/i);
    const week = screen.getByRole('link', { name: 'Read the week’s reading' });
    expect(week.getAttribute('href')).toBe('/horoscope?view=week&date=2026-11-26');
    expect(screen.getByRole('heading', { level: 1, name: 'Monthly Horoscope' })).toBeTruthy();
    expect(apiCalls.filter((c) => c.path.startsWith('horoscope.'))).toEqual([]);
  });

  it('names the period shown in the heading, and the Today tab only when today is shown', async () => {
    answer('horoscope.weekly', () => weekReading);
    const first = renderScreen(<HoroscopePage search={{ view: 'week' }} onSearch={() => {}} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly Horoscope' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Today' }).getAttribute('aria-current')).toBeNull();
    first.unmount();
    answer('horoscope.daily', () => horoscope);
    renderScreen(<HoroscopePage search={{ date: '2026-11-20' }} onSearch={() => {}} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Horoscope' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Today' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Day' }).getAttribute('aria-current')).toBe('page');
  });

  it('says a date out of range in words, links the nearest reading, and asks the server nothing', async () => {
    renderScreen(<HoroscopePage search={{ view: 'week', date: '2099-06-01' }} onSearch={() => {}} />);
    expect(await screen.findByText('There is no reading this far ahead yet')).toBeTruthy();
    const nearest = screen.getByRole('link', { name: /^Show Week / });
    expect(nearest.getAttribute('href')).toMatch(/^\/horoscope\?view=week&date=\d{4}-\d{2}-\d{2}$/);
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(apiCalls.filter((c) => c.path.startsWith('horoscope.'))).toEqual([]);
  });

  it("shows the server's 400 as a message with a way back to today, not as a failed fetch", async () => {
    answer('horoscope.daily', () => {
      throw httpError(400, 'date: Must be from 2020-01-01 to 2026-12-29');
    });
    renderScreen(<HoroscopePage search={{}} onSearch={() => {}} />);
    expect(await screen.findByText('There is no reading for this date')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to today' }).getAttribute('href')).toBe('/horoscope');
    expect(document.body.textContent).not.toMatch(/400|Failed to fetch/);
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('names a param it could not read, and leads to the page without it', async () => {
    answer('horoscope.daily', () => horoscope);
    renderScreen(
      <HoroscopePage search={{}} rejected={[{ name: 'date', value: 'abc' }]} onSearch={() => {}} />,
    );
    expect(await screen.findByText('Part of this address could not be read')).toBeTruthy();
    expect(screen.getByText(/“abc” is not a date/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to today' }).getAttribute('href')).toBe('/horoscope');
  });

  it('fetches the month for a premium user, and offers the feed as a webcal: link', async () => {
    answer('horoscope.monthly', () => ({ ...weekReading, kind: 'month', period: '2026-11' }));
    renderScreen(<HoroscopePage search={{ view: 'month', date: '2026-11-26' }} onSearch={() => {}} />, {
      role: 'premium',
    });
    expect(await screen.findByText(weekReading.overview)).toBeTruthy();
    expect(apiCalls[0]).toEqual({
      path: 'horoscope.monthly',
      input: { sign: 'Stag', month: '2026-11', lang: 'en' },
    });
    const link = screen.getByRole('link', { name: /Add to calendar/ });
    expect(link.getAttribute('href')).toMatch(/^webcal:\/\/.+\/api\/feeds\/Stag\.ics\?lang=en$/);
  });

  it('moves the date with the picker', async () => {
    const moves: unknown[] = [];
    answer('horoscope.daily', () => horoscope);
    renderScreen(<HoroscopePage search={{ date: '2026-11-20' }} onSearch={(s) => moves.push(s)} />);
    const picker = await screen.findByLabelText('Date');
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(picker, { target: { value: '2026-11-21' } });
    expect(moves).toEqual([{ view: undefined, date: '2026-11-21' }]);
  });
});
