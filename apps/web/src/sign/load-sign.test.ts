import { getSign, type Sign, type SignName } from '@celtic/zodiac-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { choose, lastChoice, loadSign } from './load-sign';
import type { ServerSign, SignApi } from './sign-api';
import { stopSignSync } from './sign-sync';
import { readChosenAt, readStoredSign, storageKey, writeStoredSign } from './stored-sign';

const uid = 'device-user';
const laptopTime = '2026-11-20T10:00:00.000Z';
const phoneTime = '2026-11-21T09:30:00.000Z';

function sign(name: SignName): Sign {
  const found = getSign(name);
  if (!found) throw new Error(`${name} missing`);
  return found;
}

/** A server keeping one choice as the API does: a choice dated before the kept one changes nothing. */
function fakeServer(kept: ServerSign, options: { away?: number } = {}) {
  let away = options.away ?? 0;
  const sent: [SignName | null, string | null][] = [];
  const reachable = () => {
    if (away > 0) {
      away -= 1;
      throw new Error('Failed to fetch');
    }
  };
  const api: SignApi = {
    wasDeleted: async () => false,
    role: async () => 'user',
    serverSign: async () => {
      reachable();
      return { ...kept };
    },
    saveSign: async (name, _uid, chosenAt) => {
      reachable();
      sent.push([name, chosenAt]);
      const at = chosenAt ?? new Date().toISOString();
      if (kept.setAt === null || Date.parse(kept.setAt) <= Date.parse(at)) kept = { sign: name, setAt: at };
      return { ...kept };
    },
  };
  return { api, sent, kept: () => kept };
}

describe('which choice is the last one', () => {
  it.each([
    [
      'a later device choice',
      { sign: 'Wolf', chosenAt: phoneTime },
      { sign: 'Snake', setAt: laptopTime },
      'device',
    ],
    [
      'an earlier device choice',
      { sign: 'Snake', chosenAt: laptopTime },
      { sign: 'Wolf', setAt: phoneTime },
      'server',
    ],
    ['the same choice', { sign: 'Wolf', chosenAt: phoneTime }, { sign: 'Wolf', setAt: phoneTime }, 'server'],
    [
      'a dated choice, the server undated',
      { sign: 'Snake', chosenAt: laptopTime },
      { sign: 'Wolf', setAt: null },
      'device',
    ],
    [
      'an undated device sign, a server sign',
      { sign: 'Snake', chosenAt: null },
      { sign: 'Wolf', setAt: null },
      'server',
    ],
    [
      'an undated device sign, a server knowing nothing',
      { sign: 'Snake', chosenAt: null },
      { sign: null, setAt: null },
      'device',
    ],
    ['nothing here, nothing there', { sign: null, chosenAt: null }, { sign: null, setAt: null }, 'server'],
    [
      'a later clearing here',
      { sign: null, chosenAt: phoneTime },
      { sign: 'Snake', setAt: laptopTime },
      'device',
    ],
  ] as const)('%s', (_label, device, server, expected) => {
    expect(lastChoice(device, server)).toBe(expected);
  });
});

describe('loading and choosing the sign across devices', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    stopSignSync();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('takes the server sign chosen later elsewhere, sending nothing back', async () => {
    writeStoredSign(localStorage, uid, sign('Snake'), laptopTime);
    const server = fakeServer({ sign: 'Wolf', setAt: phoneTime });
    expect((await loadSign(server.api, localStorage, uid, () => {}))?.name).toBe('Wolf');
    expect(server.sent).toEqual([]);
    expect(readStoredSign(localStorage, uid)?.name).toBe('Wolf');
    expect(readChosenAt(localStorage, uid)).toBe(phoneTime);
  });

  it('sends a choice made here after the server one (made offline), dated when it was made', async () => {
    writeStoredSign(localStorage, uid, sign('Wolf'), phoneTime);
    const server = fakeServer({ sign: 'Snake', setAt: laptopTime });
    expect((await loadSign(server.api, localStorage, uid, () => {}))?.name).toBe('Wolf');
    await vi.waitFor(() => expect(server.sent).toEqual([['Wolf', phoneTime]]));
    expect(server.kept()).toEqual({ sign: 'Wolf', setAt: phoneTime });
  });

  it('takes a clearing made later elsewhere: no sign here either', async () => {
    writeStoredSign(localStorage, uid, sign('Snake'), laptopTime);
    const server = fakeServer({ sign: null, setAt: phoneTime });
    expect(await loadSign(server.api, localStorage, uid, () => {})).toBeNull();
    expect(localStorage.getItem(storageKey(uid))).toBeNull();
    expect(readChosenAt(localStorage, uid)).toBe(phoneTime);
  });

  it('with the server away, starts with the sign kept here and settles once it answers', async () => {
    vi.useFakeTimers();
    writeStoredSign(localStorage, uid, sign('Snake'), laptopTime);
    const server = fakeServer({ sign: 'Wolf', setAt: phoneTime }, { away: 2 });
    const adopted: (string | null)[] = [];
    const loading = loadSign(server.api, localStorage, uid, (s) => adopted.push(s?.name ?? null));
    await vi.advanceTimersByTimeAsync(0);
    expect((await loading)?.name).toBe('Snake');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(adopted).toEqual(['Wolf']);
    expect(server.sent).toEqual([]);
    expect(readStoredSign(localStorage, uid)?.name).toBe('Wolf');
  });

  it('a choice answered with a later one from elsewhere gives way to it', async () => {
    // This device's clock is behind: its choice is dated before the phone's.
    vi.useFakeTimers({ now: Date.parse(laptopTime), toFake: ['Date'] });
    const server = fakeServer({ sign: 'Wolf', setAt: phoneTime });
    const adopted: (string | null)[] = [];
    expect(choose(server.api, localStorage, uid, 'Snake', (s) => adopted.push(s?.name ?? null))?.name).toBe(
      'Snake',
    );
    await vi.waitFor(() => expect(adopted).toEqual(['Wolf']));
    expect(server.sent).toEqual([['Snake', laptopTime]]);
    expect(readStoredSign(localStorage, uid)?.name).toBe('Wolf');
  });

  it('keeps a clearing with its time and tells the server; a later choice then wins over it', async () => {
    const server = fakeServer({ sign: 'Wolf', setAt: laptopTime });
    expect(choose(server.api, localStorage, uid, null, () => {})).toBeNull();
    await vi.waitFor(() => expect(server.kept().sign).toBeNull());
    const clearedAt = readChosenAt(localStorage, uid);
    expect(server.sent).toEqual([[null, clearedAt]]);
    choose(server.api, localStorage, uid, 'Hawk', () => {});
    await vi.waitFor(() => expect(server.kept().sign).toBe('Hawk'));
  });

  it('sends a sign kept before choices were dated only to a server that knows nothing', async () => {
    localStorage.setItem(storageKey(uid), JSON.stringify({ name: 'Snake', dateRange: 'x' }));
    const empty = fakeServer({ sign: null, setAt: null });
    expect((await loadSign(empty.api, localStorage, uid, () => {}))?.name).toBe('Snake');
    await vi.waitFor(() => expect(empty.sent).toEqual([['Snake', null]]));
    await vi.waitFor(() => expect(readChosenAt(localStorage, uid)).toBe(empty.kept().setAt));

    localStorage.clear();
    localStorage.setItem(storageKey(uid), JSON.stringify({ name: 'Snake', dateRange: 'x' }));
    const knowing = fakeServer({ sign: 'Wolf', setAt: null });
    expect((await loadSign(knowing.api, localStorage, uid, () => {}))?.name).toBe('Wolf');
    expect(knowing.sent).toEqual([]);
  });
});
