import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiCalls, renderScreen, resetFakeApi } from '../../test/harness';
import { DevelopersPage } from './developers-page';

const days = Array.from({ length: 30 }, (_, index) =>
  new Date(Date.UTC(2026, 10, 1 + index)).toISOString().slice(0, 10),
);

interface Key {
  id: number;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

let keys: Key[];

beforeEach(() => {
  resetFakeApi();
  keys = [
    {
      id: 1,
      name: 'Calendar sync',
      prefix: 'cz_live_AbCd',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastUsedAt: '2026-11-29T08:30:00.000Z',
    },
  ];
  answer('keys.list', () => keys);
  answer('keys.usage', () => ({
    days,
    keys: keys.map((key) => ({ id: key.id, requests: days.map((_, index) => (index === 27 ? 40 : 2)) })),
    perMinute: 600,
    perDay: 10_000,
  }));
  answer('keys.create', (input) => {
    const { name } = input as { name: string };
    const made = { id: keys.length + 1, name, prefix: 'cz_live_Zz99', createdAt: '2026-11-30T12:00:00.000Z' };
    keys = [...keys, { ...made, lastUsedAt: null }];
    return { ...made, key: `cz_live_Zz99${'x'.repeat(39)}` };
  });
  answer('keys.delete', (input) => {
    keys = keys.filter((key) => key.id !== (input as { id: number }).id);
    return undefined;
  });
});

describe('DevelopersPage', { timeout: 30_000 }, () => {
  it('lists each key with its prefix, last use and a chart whose words say its requests', async () => {
    renderScreen(<DevelopersPage />);
    const list = await screen.findByRole('list', { name: 'Your API keys' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Calendar sync' })).toBeTruthy();
    expect(item.textContent).toContain('cz_live_AbCd');
    const chart = await within(item).findByRole('img');
    expect(chart.getAttribute('aria-label')).toBe('98 requests in the last 30 days; the most on Nov 28: 40');
    expect(chart.querySelectorAll('rect[rx]')).toHaveLength(30);
    expect(
      screen.getByText(/Each key may make 600 requests a minute and 10,000 a day \(UTC\)\./),
    ).toBeTruthy();
  });

  it('shows a new key once, copies it, and forgets it when done', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderScreen(<DevelopersPage />);
    fireEvent.change(await screen.findByLabelText('Name of a new key'), { target: { value: '  My app ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const field = (await screen.findByLabelText('New API key')) as HTMLInputElement;
    expect(field.value).toBe(`cz_live_Zz99${'x'.repeat(39)}`);
    expect(apiCalls.find((call) => call.path === 'keys.create')?.input).toEqual({ name: 'My app' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(field.value));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    // The list is read again: the new key is in it, without its secret.
    const list = await screen.findByRole('list', { name: 'Your API keys' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(list.textContent).not.toContain('x'.repeat(39));
    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByLabelText('New API key')).toBeNull();
    expect(document.body.textContent).not.toContain('x'.repeat(39));
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('revokes a key after asking', async () => {
    renderScreen(<DevelopersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Calendar sync' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Programs using “Calendar sync” (cz_live_AbCd…) are refused from now on.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('You have no API keys yet.')).toBeTruthy();
    expect(apiCalls.find((call) => call.path === 'keys.delete')?.input).toEqual({ id: 1 });
  });

  it('at ten keys, offers no eleventh and says why', async () => {
    keys = Array.from({ length: 10 }, (_, index) => ({
      id: index + 1,
      name: `key ${index}`,
      prefix: 'cz_live_AbCd',
      createdAt: '2026-11-01T10:00:00.000Z',
      lastUsedAt: null,
    }));
    renderScreen(<DevelopersPage />);
    expect(await screen.findByText(/You hold 10 keys, the most an account may/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create key' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
