import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '../lib/toast-store';
import { newActionKey, sendOrQueue } from './offline-writes';
import { isOnline, markReachable } from './online';
import { enqueue } from './outbox';

vi.mock('./outbox', () => ({ enqueue: vi.fn(() => Promise.resolve()) }));

const write = {
  kind: 'saveReading' as const,
  uid: 'uid-ada',
  input: { content: 'x', zodiacSign: 'Stag', isFavorite: false, idempotencyKey: 'key-1' },
};

beforeEach(() => {
  resetToasts();
  vi.mocked(enqueue).mockClear();
});
afterEach(() => {
  markReachable(true);
  vi.restoreAllMocks();
});

describe('sendOrQueue', () => {
  it('sends at once with a network, and answers what the server answered', async () => {
    const sent = await sendOrQueue(write, () => Promise.resolve({ id: 7 }));
    expect(sent).toEqual({ queued: false, answer: { id: 7 } });
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('keeps the write, key included, when the browser is offline, and says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sendNow = vi.fn();
    expect(await sendOrQueue(write, sendNow)).toEqual({ queued: true });
    expect(sendNow).not.toHaveBeenCalled();
    expect(enqueue).toHaveBeenCalledWith(write);
    expect(getToasts()[0]?.title).toBe("Saved on this device — will sync when you're back online");
  });

  it('keeps the write when the request got no answer, and counts the app offline', async () => {
    const sent = await sendOrQueue(write, () => Promise.reject(new TypeError('Failed to fetch')));
    expect(sent).toEqual({ queued: true });
    expect(enqueue).toHaveBeenCalledWith(write);
    expect(isOnline()).toBe(false);
  });

  it('lets a refusal of the server through, keeping nothing', async () => {
    const refusal = new TRPCClientError('bad', {
      result: { error: { message: 'bad', code: -1, data: { httpStatus: 400 } } },
    });
    await expect(sendOrQueue(write, () => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('makes a new key for every action', () => {
    expect(newActionKey()).not.toBe(newActionKey());
  });
});
