import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getToasts } from '../../lib/toast-store';
import { answer, apiCalls, httpError, renderScreen, resetFakeApi } from '../../test/harness';
import { CompatibilityPage } from './compatibility-page';

const details = {
  description: 'Earth and fire warm the long night.',
  strengths: ['Shared loyalty'],
  challenges: ['Pride on both sides'],
};
const record = (id: number, first: string, second: string, score: number) => ({
  id,
  userId: 1,
  firstSign: first,
  secondSign: second,
  compatibilityScore: score,
  compatibilityDetails: JSON.stringify(details),
  createdAt: '2026-11-20T10:00:00.000Z',
});

const lastToast = () => getToasts().at(-1);

// Rendering the page and its history can take over the default second on a busy machine (the first render loads the modules).
const slow = { timeout: 5000 };

/** Radix Select keeps a hidden native select in forms; changing it is how jsdom can pick a value. */
function pick(index: number, value: string) {
  const select = document.querySelectorAll('select')[index];
  if (!select) throw new Error(`no select ${index}`);
  fireEvent.change(select, { target: { value } });
}

afterEach(resetFakeApi);

describe('CompatibilityPage', () => {
  it('shows the empty history and asks for two signs', async () => {
    const user = userEvent.setup();
    answer('compatibility.list', () => []);
    renderScreen(<CompatibilityPage />, { sign: null });
    expect(await screen.findByText("You haven't checked any compatibility yet.", {}, slow)).toBeTruthy();
    expect(apiCalls[0]).toEqual({
      path: 'compatibility.list',
      input: { userId: 'me', limit: 50, before: undefined },
    });
    // Fewer than a page: there is nothing older to load.
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Check Compatibility/ }));
    expect(lastToast()).toMatchObject({
      title: 'Please select two signs',
      description: 'You need to select two zodiac signs to check compatibility.',
    });
    expect(apiCalls.some((c) => c.path === 'compatibility.check')).toBe(false);
  });

  it('checks a pair, shows the result and refreshes the history', async () => {
    const user = userEvent.setup();
    let history: unknown[] = [];
    answer('compatibility.list', () => history);
    answer('compatibility.check', () => {
      history = [record(9, 'Stag', 'Wolf', 83)];
      return history[0];
    });
    renderScreen(<CompatibilityPage />);
    await screen.findByText("You haven't checked any compatibility yet.", {}, slow);
    pick(1, 'Wolf');
    await user.click(screen.getByRole('button', { name: /Check Compatibility/ }));
    expect(await screen.findByText(details.description)).toBeTruthy();
    expect(apiCalls.find((c) => c.path === 'compatibility.check')?.input).toEqual({
      firstSign: 'Stag',
      secondSign: 'Wolf',
      // The details are asked for in the language shown.
      lang: 'en',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(screen.getAllByText('83%').length).toBeGreaterThan(0);
    expect(screen.getByText('Shared loyalty')).toBeTruthy();
    expect(screen.getByText('Pride on both sides')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Save as PDF/ })).toBeTruthy();
    // The saved check joins the top of the history without fetching it all again.
    await waitFor(() => expect(screen.queryByText("You haven't checked any compatibility yet.")).toBeNull());
    expect(screen.getByRole('list', { name: /Your compatibility checks/ }).textContent).toContain('Wolf');
    expect(apiCalls.filter((c) => c.path === 'compatibility.list')).toHaveLength(1);
  });

  it('keeps one row per pair: a new Stag–Wolf check replaces the older Wolf–Stag one', async () => {
    const user = userEvent.setup();
    answer('compatibility.list', () => [record(4, 'Hawk', 'Swan', 70), record(3, 'Wolf', 'Stag', 61)]);
    answer('compatibility.check', () => record(9, 'Stag', 'Wolf', 83));
    renderScreen(<CompatibilityPage />);
    const list = await screen.findByRole('list', { name: /Your compatibility checks/ }, slow);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    pick(1, 'Wolf');
    await user.click(screen.getByRole('button', { name: /Check Compatibility/ }));
    await waitFor(() => expect(within(list).getAllByText(/83%/).length).toBeGreaterThan(0));
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('83%');
    expect(list.textContent).not.toContain('61%');
  });

  it('loads older checks a page at a time until there are no more', async () => {
    const user = userEvent.setup();
    // 53 checks of 53 different pairs, ids 53 (newest) down to 1, answered by keyset as the server does.
    const signs = [
      'Stag',
      'Cat',
      'Snake',
      'Hawk',
      'Fox',
      'Bull',
      'Seahorse',
      'Wren',
      'Horse',
      'Salmon',
      'Swan',
    ];
    const pairs = signs.flatMap((a, i) => signs.slice(i + 1).map((b) => [a, b] as const));
    const all = pairs.slice(0, 53).map(([first, second], i) => record(53 - i, first, second, 60 + (i % 30)));
    answer('compatibility.list', (input) => {
      const { limit, before } = input as { limit: number; before?: number };
      return all.filter((r) => before === undefined || r.id < before).slice(0, limit);
    });
    renderScreen(<CompatibilityPage />);
    const list = await screen.findByRole('list', { name: /Your compatibility checks/ }, slow);
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Load more checks' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(53), slow);
    expect(apiCalls.filter((c) => c.path === 'compatibility.list').map((c) => c.input)).toEqual([
      { userId: 'me', limit: 50, before: undefined },
      { userId: 'me', limit: 50, before: 4 },
    ]);
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  }, 20_000);

  it('copies a share text of the result', async () => {
    const user = userEvent.setup();
    answer('compatibility.list', () => []);
    answer('compatibility.check', () => record(3, 'Stag', 'Cat', 66));
    renderScreen(<CompatibilityPage />);
    const check = await screen.findByRole('button', { name: /Check Compatibility/ }, slow);
    pick(1, 'Cat');
    await user.click(check);
    await user.click(await screen.findByRole('button', { name: /^Share$/ }));
    await waitFor(() => expect(lastToast()?.title).toBe('Compatibility Copied'));
    expect(await navigator.clipboard.readText()).toContain('Stag & Cat — 66%');
  });

  it('reports failures of the check and of the history', async () => {
    const user = userEvent.setup();
    answer('compatibility.list', () => {
      throw httpError(500, 'down');
    });
    answer('compatibility.check', () => {
      throw httpError(500, 'down');
    });
    renderScreen(<CompatibilityPage />);
    await waitFor(() => expect(lastToast()?.title).toBe('Error fetching history'), slow);
    expect(lastToast()?.description).toBe(
      'Failed to fetch your compatibility history. Please try again later.',
    );
    pick(1, 'Hawk');
    await user.click(screen.getByRole('button', { name: /Check Compatibility/ }));
    await waitFor(() => expect(lastToast()?.title).toBe('Error checking compatibility'));
    expect(lastToast()?.description).toBe('Failed to calculate compatibility. Please try again later.');
  });
});
