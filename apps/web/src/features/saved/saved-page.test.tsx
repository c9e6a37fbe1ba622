import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getToasts } from '../../lib/toast-store';
import { answer, apiCalls, httpError, renderScreen, resetFakeApi } from '../../test/harness';
import type { SavedReading } from './readings';
import { SavedPage } from './saved-page';

const reading = (id: number, day: number, isFavorite = false): SavedReading => ({
  id,
  userId: 1,
  content: `Reading number ${id}`,
  zodiacSign: 'Stag',
  isFavorite,
  readingDate: new Date(Date.UTC(2026, 10, day, 9)).toISOString(),
});

const lastToast = () => getToasts().at(-1);
const cardTexts = () => screen.queryAllByText(/^Reading number \d+$/).map((p) => p.textContent);

afterEach(resetFakeApi);

describe('SavedPage', () => {
  it('shows the empty states with a way to the horoscope', async () => {
    const user = userEvent.setup();
    answer('readings.list', () => []);
    renderScreen(<SavedPage />);
    expect(await screen.findByRole('heading', { name: 'No Saved Readings Yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /horoscope/ }).getAttribute('href')).toBe('/horoscope');
    await user.click(screen.getByRole('tab', { name: /Favorites/ }));
    expect(screen.getByRole('heading', { name: 'No Favorite Readings' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /Recent/ }));
    expect(screen.getByRole('heading', { name: 'No Recent Readings' })).toBeTruthy();
  });

  it('lists all, favourites, and the six most recent by reading date', async () => {
    const user = userEvent.setup();
    // Ids and dates disagree on purpose: Recent sorts by readingDate.
    const list = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => reading(id, id === 1 ? 30 : id, id % 3 === 0));
    answer('readings.list', () => list);
    renderScreen(<SavedPage />);
    await screen.findByText('Reading number 1');
    expect(cardTexts()).toHaveLength(8);
    expect(apiCalls[0]).toEqual({
      path: 'readings.list',
      input: { userId: 'me', limit: 50, before: undefined },
    });
    await user.click(screen.getByRole('tab', { name: /Favorites/ }));
    expect(cardTexts()).toEqual(['Reading number 3', 'Reading number 6']);
    await user.click(screen.getByRole('tab', { name: /Recent/ }));
    expect(cardTexts()).toEqual([1, 8, 7, 6, 5, 4].map((n) => `Reading number ${n}`));
  });

  it('uses the reading the server returns after a favourite toggle', async () => {
    const user = userEvent.setup();
    answer('readings.list', () => [reading(1, 1)]);
    answer('readings.toggleFavorite', () => ({ ...reading(1, 1), isFavorite: true }));
    renderScreen(<SavedPage />);
    const heart = await screen.findByRole('button', { name: 'Favorite' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await user.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    // The value wanted, not a flip: a repeat of the request changes nothing.
    expect(apiCalls.find((call) => call.path === 'readings.toggleFavorite')?.input).toEqual({
      id: 1,
      isFavorite: true,
    });
    expect(lastToast()?.title).toBe('Added to Favorites');
    expect(screen.getByRole('tab', { name: /Favorites/ }).textContent).toContain('(1)');
  });

  it('reports a failed favourite toggle', async () => {
    const user = userEvent.setup();
    answer('readings.list', () => [reading(1, 1)]);
    answer('readings.toggleFavorite', () => {
      throw httpError(500, 'no');
    });
    renderScreen(<SavedPage />);
    await user.click(await screen.findByRole('button', { name: 'Favorite' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Error updating reading'));
    expect(lastToast()?.description).toBe('Failed to update favorite status. Please try again later.');
  });

  it('deletes only after confirming, then drops the reading from the list', async () => {
    const user = userEvent.setup();
    answer('readings.list', () => [reading(1, 1), reading(2, 2)]);
    answer('readings.delete', () => undefined);
    renderScreen(<SavedPage />);
    await screen.findByText('Reading number 2');
    const card = screen.getByText('Reading number 2').closest('li');
    if (!card) throw new Error('no card');
    await user.click(within(card).getByRole('button', { name: /Delete/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure?')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'This action cannot be undone. This will permanently delete your saved reading.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(apiCalls.some((c) => c.path === 'readings.delete')).toBe(false);

    await user.click(within(card).getByRole('button', { name: /Delete/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cardTexts()).toEqual(['Reading number 1']));
    expect(lastToast()?.title).toBe('Reading Deleted');
    expect(apiCalls.find((c) => c.path === 'readings.delete')?.input).toEqual({ id: 2 });
  });

  // Fifty cards take a while to render on a busy machine (2 cores shared); the defaults (5 s, 1 s) were too tight.
  it('loads older pages on demand with the last id as `before`', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 50 }, (_, i) => reading(100 - i, 1));
    answer('readings.list', (input) => ((input as { before?: number }).before ? [reading(7, 1)] : firstPage));
    renderScreen(<SavedPage />);
    await user.click(await screen.findByRole('button', { name: 'Load older readings' }, { timeout: 5000 }));
    await screen.findByText('Reading number 7', {}, { timeout: 5000 });
    expect(apiCalls.at(-1)?.input).toEqual({ userId: 'me', limit: 50, before: 51 });
    expect(screen.queryByRole('button', { name: 'Load older readings' })).toBeNull();
  }, 20_000);

  it('keeps the readings shown when an older page fails, and lets the reader try it again', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 50 }, (_, i) => reading(100 - i, 1));
    let olderFails = true;
    answer('readings.list', (input) => {
      if (!(input as { before?: number }).before) return firstPage;
      if (olderFails) throw httpError(500, 'down');
      return [reading(7, 1)];
    });
    renderScreen(<SavedPage />);
    await user.click(await screen.findByRole('button', { name: 'Load older readings' }, { timeout: 5000 }));
    await waitFor(() => expect(lastToast()?.title).toBe('Error fetching readings'));
    expect(screen.queryByText('Your readings could not be loaded')).toBeNull();
    expect(cardTexts()).toHaveLength(50);
    olderFails = false;
    await user.click(await screen.findByRole('button', { name: 'Load older readings' }));
    await screen.findByText('Reading number 7', {}, { timeout: 5000 });
    expect(cardTexts()).toHaveLength(51);
  }, 20_000);

  it('says so when the readings cannot be fetched', async () => {
    answer('readings.list', () => {
      throw httpError(500, 'down');
    });
    renderScreen(<SavedPage />);
    expect(await screen.findByText('Your readings could not be loaded')).toBeTruthy();
    expect(lastToast()?.title).toBe('Error fetching readings');
    expect(lastToast()?.description).toBe('Failed to fetch your saved readings. Please try again later.');
  });
});
