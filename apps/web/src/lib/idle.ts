/**
 * Runs `task` when the main thread is idle (requestIdleCallback; a timer where the browser has none), and at
 * the latest after `timeout` ms. Returns the cancel.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}
