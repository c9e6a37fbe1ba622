import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localIsoDate } from '../../lib/celtic-now';
import { getToasts } from '../../lib/toast-store';
import { answer, apiCalls, httpError, renderScreen, resetFakeApi } from '../zodiac/test-utils';
import { HoroscopePage } from './horoscope-page';

vi.mock('../../lib/trpc', async () => (await import('../zodiac/test-utils')).fakeTrpcModule);

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
    renderScreen(<HoroscopePage />, { sign: null });
    const link = await screen.findByRole('link', { name: 'Select Your Zodiac Sign' });
    expect(link.getAttribute('href')).toBe('/welcome');
    expect(apiCalls).toEqual([]);
  });

  it("shows the loading text, then the reading for the user's local date", async () => {
    answer('horoscope.daily', () => horoscope);
    renderScreen(<HoroscopePage />);
    expect(await screen.findByText('Consulting the ancient Celtic wisdom...')).toBeTruthy();
    expect(await screen.findByText(horoscope.general)).toBeTruthy();
    expect(apiCalls[0]).toEqual({ path: 'horoscope.daily', input: { sign: 'Stag', date: today } });
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
    renderScreen(<HoroscopePage />);
    expect(await screen.findByText('Failed to fetch horoscope: 503')).toBeTruthy();
    expect(lastToast()?.description).toBe('Failed to fetch your daily horoscope. Please try again later.');
    fail = false;
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText(horoscope.general)).toBeTruthy();
  });

  it('saves the date followed by the general, love and career texts', async () => {
    const user = userEvent.setup();
    answer('horoscope.daily', () => horoscope);
    answer('readings.create', (input) => ({
      id: 1,
      userId: 1,
      isFavorite: false,
      readingDate: today,
      ...(input as object),
    }));
    renderScreen(<HoroscopePage />);
    await user.click(await screen.findByRole('button', { name: /Save Reading/ }));
    await waitFor(() => expect(lastToast()?.title).toBe('Reading Saved'));
    const call = apiCalls.find((c) => c.path === 'readings.create');
    expect(call?.input).toEqual({
      content: `${today}\n\n${horoscope.general}\n\n${horoscope.love}\n\n${horoscope.career}`,
      zodiacSign: 'Stag',
      isFavorite: false,
      // One new key per click, so a retry after a lost answer is stored once.
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('reports a failed save', async () => {
    const user = userEvent.setup();
    answer('horoscope.daily', () => horoscope);
    answer('readings.create', () => {
      throw httpError(500, 'boom');
    });
    renderScreen(<HoroscopePage />);
    await user.click(await screen.findByRole('button', { name: /Save Reading/ }));
    await waitFor(() => expect(lastToast()?.title).toBe('Error Saving Reading'));
    expect(lastToast()?.description).toBe('Failed to save your horoscope reading. Please try again later.');
  });

  it('copies the share text when the browser cannot share', async () => {
    const user = userEvent.setup();
    answer('horoscope.daily', () => horoscope);
    renderScreen(<HoroscopePage />);
    await user.click(await screen.findByRole('button', { name: /Share Horoscope/ }));
    await waitFor(() => expect(lastToast()?.title).toBe('Horoscope Copied'));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('Lucky color: Forest Green');
    expect(copied).toContain(today);
  });
});
