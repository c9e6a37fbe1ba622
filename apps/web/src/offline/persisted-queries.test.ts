import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aboutOthers, keptForMs } from './kept-answers';
import { persistQueries, restoreQueries } from './persisted-queries';

// The device's IndexedDB store, in memory: idb-keyval's calls the offline modules make.
const stored = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  createStore: () => 'store',
  get: async (key: string) => stored.get(key),
  update: async (key: string, updater: (old: unknown) => unknown) => {
    stored.set(key, updater(stored.get(key)));
  },
  clear: async () => stored.clear(),
}));

const horoscopeKey = [
  ['horoscope', 'daily'],
  { input: { sign: 'Salmon', date: '2026-11-27' }, type: 'query' },
];
const savedKey = ['saved-readings', 'uid-ada'];

/** One page load: a fresh cache whose answers are kept as they arrive. */
function pageLoad() {
  const client = new QueryClient();
  const stop = persistQueries(client, 'uid-ada');
  const load = async (queryKey: unknown[], data: unknown) => {
    await client.fetchQuery({ queryKey, queryFn: async () => data });
    await vi.advanceTimersByTimeAsync(1000);
  };
  return { client, stop, load };
}

beforeEach(() => {
  stored.clear();
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 9) });
});
afterEach(() => vi.useRealTimers());

describe('the answers kept on this device', () => {
  it('keeps a reading opened before a reload on another page, and puts it back offline', async () => {
    const first = pageLoad();
    await first.load(horoscopeKey, { general: "Today's reading" });
    first.stop();

    const second = pageLoad();
    await second.load(savedKey, [{ id: 1 }]);
    second.stop();

    const offline = new QueryClient();
    await restoreQueries(offline, 'uid-ada');
    expect(offline.getQueryData(horoscopeKey)).toEqual({ general: "Today's reading" });
    expect(offline.getQueryData(savedKey)).toEqual([{ id: 1 }]);
  });

  it('puts back nothing loaded longer ago than it is kept for', async () => {
    const first = pageLoad();
    await first.load(horoscopeKey, { general: 'An old reading' });
    first.stop();
    vi.setSystemTime(Date.now() + keptForMs + 1);

    const offline = new QueryClient();
    await restoreQueries(offline, 'uid-ada');
    expect(offline.getQueryData(horoscopeKey)).toBeUndefined();
  });

  it('writes nothing about other users to the device: the admin lists stay in memory only', async () => {
    const client = new QueryClient();
    const stop = persistQueries(client, 'uid-ada');
    const users = [{ id: 2, email: 'bea@example.com', emailVerified: false }];
    await client.fetchQuery({
      queryKey: ['system-users', 'uid-ada', ''],
      queryFn: async () => users,
      meta: aboutOthers,
    });
    await client.fetchQuery({
      queryKey: [['admin', 'audit'], { type: 'query' }],
      queryFn: async () => ['a reason'],
    });
    await vi.advanceTimersByTimeAsync(1000);
    await client.fetchQuery({ queryKey: savedKey, queryFn: async () => [{ id: 1 }] });
    await vi.advanceTimersByTimeAsync(1000);
    stop();

    expect(JSON.stringify([...stored.values()])).not.toContain('bea@example.com');
    expect(JSON.stringify([...stored.values()])).not.toContain('a reason');
    const offline = new QueryClient();
    await restoreQueries(offline, 'uid-ada');
    expect(offline.getQueryData(savedKey)).toEqual([{ id: 1 }]);
    expect(offline.getQueryData(['system-users', 'uid-ada', ''])).toBeUndefined();
  });
});
