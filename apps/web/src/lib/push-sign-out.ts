import { trpcClient } from './trpc-client';

/**
 * Stops this browser's notifications before its account signs out: the server's row for the endpoint is deleted
 * while the token is still valid, then the browser's PushSubscription is dropped, so the next person signed in on
 * this browser neither receives the previous account's reminders nor sees them as on. The browser's subscription
 * goes even when the server cannot be reached (its push service then answers 410, and the server deletes the row
 * at the next send).
 */
export async function forgetPushSubscription(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  try {
    await trpcClient.push.unsubscribe.mutate({ endpoint: subscription.endpoint });
  } catch (err) {
    console.error('Could not remove this device’s reminders from the server', err);
  }
  await subscription.unsubscribe();
}
