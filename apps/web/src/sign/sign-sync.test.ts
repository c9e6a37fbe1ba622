import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopSignSync, syncInBackground } from './sign-sync';

function failing(failures: number, label: string, calls: string[]) {
  let left = failures;
  return async () => {
    calls.push(label);
    if (left > 0) {
      left -= 1;
      throw new Error('503: Service Unavailable');
    }
  };
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

  it('retries a failed try until one succeeds, then stops', async () => {
    const calls: string[] = [];
    syncInBackground(failing(2, 'Hawk', calls), [100, 200]);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['Hawk']);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toEqual(['Hawk', 'Hawk']);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toEqual(['Hawk', 'Hawk', 'Hawk']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(3);
  });

  it('lets a newer task replace one still retrying, and stops on sign-out', async () => {
    const calls: string[] = [];
    syncInBackground(failing(100, 'Hawk', calls), [100]);
    await vi.advanceTimersByTimeAsync(0);
    syncInBackground(failing(100, 'Wolf', calls), [100]);
    await vi.advanceTimersByTimeAsync(250);
    expect(calls).toEqual(['Hawk', 'Wolf', 'Wolf', 'Wolf']);
    stopSignSync();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(4);
  });

  it('tells a task whose answer arrives after it was replaced that it no longer counts', async () => {
    let release = () => {};
    const seen: boolean[] = [];
    syncInBackground(async (current) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      seen.push(current());
    });
    stopSignSync();
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([false]);
  });
});
