import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignApi } from './sign-api';
import { stopSignSync, syncSign } from './sign-sync';

function fakeApi(failures: number) {
  const calls: (string | null)[] = [];
  let left = failures;
  const api: SignApi = {
    wasDeleted: async () => false,
    serverSign: async () => null,
    role: async () => 'user',
    saveSign: async (sign) => {
      calls.push(sign);
      if (left > 0) {
        left -= 1;
        throw new Error('503: Service Unavailable');
      }
    },
  };
  return { api, calls };
}

describe('background sign sync', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    stopSignSync();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('retries a failed save until the server takes it, then stops', async () => {
    const { api, calls } = fakeApi(2);
    syncSign(api, 'uid-1', 'Hawk', [100, 200]);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['Hawk']);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toEqual(['Hawk', 'Hawk']);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toEqual(['Hawk', 'Hawk', 'Hawk']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(3);
  });

  it('lets a newer choice replace one still retrying, and stops on sign-out', async () => {
    const { api, calls } = fakeApi(100);
    syncSign(api, 'uid-1', 'Hawk', [100]);
    await vi.advanceTimersByTimeAsync(0);
    syncSign(api, 'uid-1', 'Wolf', [100]);
    await vi.advanceTimersByTimeAsync(250);
    expect(calls).toEqual(['Hawk', 'Wolf', 'Wolf', 'Wolf']);
    stopSignSync();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(4);
  });
});
