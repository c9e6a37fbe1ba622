import { getMoonPhase } from '@celtic/zodiac-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localTimeZone } from './local-day';

// The store keeps module state: each test gets a fresh copy.
async function freshStore() {
  vi.resetModules();
  return import('./moon-phase-store');
}

afterEach(() => localStorage.clear());

describe('moon-phase store', () => {
  it('names the day and its UTC offsets in the key, and rejects a malformed date', async () => {
    const { dayKey } = await freshStore();
    expect(dayKey('2026-03-29')).toMatch(/^2026-03-29\/-?\d+\/-?\d+\/-?\d+$/);
    expect(() => dayKey('29/03/2026')).toThrow('Invalid date "29/03/2026": expected YYYY-MM-DD');
  });

  it('works the phase out (on the page when there is no Worker), shares it and keeps it for the day', async () => {
    const store = await freshStore();
    const key = store.dayKey('2026-11-26');
    expect(store.readMoonPhase(key)).toEqual({ kind: 'pending' });
    const settled = new Promise<void>((resolve) => store.subscribeMoonPhase(resolve));
    store.requestMoonPhase(key, '2026-11-26');
    await settled;
    const expected = getMoonPhase('2026-11-26', localTimeZone());
    expect(store.readMoonPhase(key)).toEqual({ kind: 'ready', phase: expected });
    expect(JSON.parse(localStorage.getItem(store.STORAGE_KEY) ?? '{}')).toEqual({ key, phase: expected });

    // A reload reads it back without working it out again; another day's key does not.
    const reloaded = await freshStore();
    expect(reloaded.readMoonPhase(key)).toEqual({ kind: 'ready', phase: expected });
    expect(reloaded.readMoonPhase(reloaded.dayKey('2026-11-27'))).toEqual({ kind: 'pending' });
  });

  it('ignores a stored value that is not a moon phase', async () => {
    const store = await freshStore();
    const key = store.dayKey('2026-11-26');
    localStorage.setItem(
      store.STORAGE_KEY,
      JSON.stringify({ key, phase: { name: 'Blue Moon', illumination: 2 } }),
    );
    expect(store.readMoonPhase(key)).toEqual({ kind: 'pending' });
  });
});
