/**
 * Whether a new version of the app is waiting, and how to switch to it. register.ts (loaded after the first
 * screen) offers it; update-prompt.tsx shows it. Kept apart from both so the prompt does not load Workbox.
 */
type Apply = () => Promise<void>;

let pending: Apply | null = null;
const listeners = new Set<() => void>();

/** A new service worker is installed and waiting: `apply` activates it and reloads the page. */
export function offerUpdate(apply: Apply): void {
  pending = apply;
  for (const listener of listeners) listener();
}

export function pendingUpdate(): Apply | null {
  return pending;
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
