import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNetworkFailure, isOnline, markReachable, subscribeOnline } from './online';
import { isWorthRetrying } from './outbox';

afterEach(() => {
  markReachable(true);
  vi.restoreAllMocks();
});

const answered = (httpStatus: number) =>
  new TRPCClientError('refused', {
    result: { error: { message: 'refused', code: -1, data: { httpStatus } } },
  });

describe('network state', () => {
  it('counts a request without an answer as offline until one gets an answer', () => {
    const changes = vi.fn();
    const stop = subscribeOnline(changes);
    expect(isOnline()).toBe(true);
    markReachable(false);
    expect(isOnline()).toBe(false);
    markReachable(false);
    markReachable(true);
    expect(isOnline()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
    stop();
  });

  it('tells a failure of the network from an answer of the server', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new TRPCClientError('Failed to fetch', { cause: new TypeError('x') }))).toBe(
      true,
    );
    expect(isNetworkFailure(answered(500))).toBe(false);
    expect(isNetworkFailure(new Error('something else'))).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isNetworkFailure(answered(500))).toBe(true);
  });

  it('keeps a queued write for later only when waiting can help', () => {
    expect(isWorthRetrying(new TypeError('Failed to fetch'))).toBe(true);
    for (const status of [401, 408, 429, 500, 503]) expect(isWorthRetrying(answered(status))).toBe(true);
    for (const status of [400, 403, 404, 422]) expect(isWorthRetrying(answered(status))).toBe(false);
  });
});
