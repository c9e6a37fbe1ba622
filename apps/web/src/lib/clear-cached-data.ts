/**
 * Forgets every cached server answer (another account signed in). React Query is loaded for it rather than
 * imported, so the sign-in path does not carry it.
 */
export async function clearCachedData(): Promise<void> {
  const { queryClient } = await import('./query-client');
  queryClient.clear();
}

/** Forgets what the app kept on this device for offline use (signing out). */
export async function forgetOfflineData(): Promise<void> {
  const { forgetDevice } = await import('../offline/device-store');
  await forgetDevice();
}
