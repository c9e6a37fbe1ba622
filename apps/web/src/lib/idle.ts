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

/** Like whenIdle, but not before the page's load event: what the first screen fetches goes first. */
export function afterLoadWhenIdle(task: () => void, timeout = 2000): () => void {
  if (document.readyState === 'complete') return whenIdle(task, timeout);
  let cancelIdle = () => {};
  const onLoad = () => {
    cancelIdle = whenIdle(task, timeout);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}

let showFirstScreen = () => {};
const firstScreen = new Promise<void>((resolve) => {
  showFirstScreen = resolve;
});

/** Called by boot.tsx once the router has shown the page the visitor asked for. */
export function firstScreenShown(): void {
  showFirstScreen();
}

/**
 * Like afterLoadWhenIdle, but not before the first page has shown: what is loaded for later (Firebase on a
 * signed-out page, the service worker) then never competes with the page's own scripts for its first paint.
 */
export function afterFirstScreen(task: () => void, timeout = 2000): () => void {
  let live = true;
  let cancel = () => {};
  void firstScreen.then(() => {
    if (live) cancel = afterLoadWhenIdle(task, timeout);
  });
  return () => {
    live = false;
    cancel();
  };
}
