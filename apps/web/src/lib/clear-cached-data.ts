import type { QueryClient } from '@tanstack/react-query';

let made: QueryClient | undefined;

/** query-client.ts registers the app's one client as it is made. */
export function registerQueryClient(client: QueryClient): void {
  made = client;
}

/**
 * Forgets every cached server answer (another account signed in), at once: the next account's pages start their
 * queries only after this returns, so none of theirs is dropped in flight (a query cleared while it fetches never
 * settles, and its page would wait on its spinner). Before the client is made there is nothing to forget, and the
 * sign-in path does not load React Query for it.
 */
export function clearCachedData(): void {
  made?.clear();
}

/** Forgets what the app kept on this device for offline use (signing out). */
export async function forgetOfflineData(): Promise<void> {
  const { forgetDevice } = await import('../offline/device-store');
  await forgetDevice();
}
