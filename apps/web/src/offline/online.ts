import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach the server: the browser says it has a network (navigator.onLine) and the last
 * request did not fail for want of one. The browser's flag alone is not enough: it stays true on a network that
 * goes nowhere (a captive portal, a tunnel), so a request that got no answer counts too, until one gets one.
 */
let unreachable = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** A request got no answer (true) or an answer (false). */
export function markReachable(reachable: boolean): void {
  if (unreachable === !reachable) return;
  unreachable = !reachable;
  notify();
}

/** Calls back when the browser's flag or the reachability changes. */
export function subscribeOnline(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const isOnline = () => navigator.onLine && !unreachable;

/** Whether the server can be reached, re-rendering when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

/** A request that failed without any answer: the network, not the server. */
export function isNetworkFailure(error: unknown): boolean {
  if (!navigator.onLine) return true;
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof TypeError) return true;
    if ('data' in current && current.data) return false;
    if (/failed to fetch|network ?error|load failed/i.test(current.message)) return true;
  }
  return false;
}
