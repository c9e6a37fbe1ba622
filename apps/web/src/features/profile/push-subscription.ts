import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useTRPCClient } from '../../lib/trpc';

/** What this browser can do about notifications. */
export type Support = 'supported' | 'unsupported' | 'denied';

/** Why this device has no registered subscription after trying: each has its own words and remedy. */
export type PushProblem = 'unsupported' | 'denied' | 'dismissed' | 'timeout' | 'failed';

function pushSupport(): Support {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window))
    return 'unsupported';
  if (!('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

export const problemMessages: Record<PushProblem, MessageDescriptor> = {
  unsupported: msg`This browser cannot receive notifications here. On an iPhone or iPad, add Celtic Zodiac to your Home Screen first (Share, then Add to Home Screen), open it from there, and turn reminders on in the app.`,
  denied: msg`Notifications are blocked for this site. Allow them in your browser’s site settings (the icon beside the address), then turn the reminder on again.`,
  dismissed: msg`Notifications were not allowed. Save the reminder again and choose Allow when the browser asks.`,
  timeout: msg`The browser’s push service did not answer: try again later.`,
  failed: msg`This device could not be registered for notifications. Check your connection and try again; if it keeps failing, try another browser.`,
};

/** A failed registration of this device: `problem` says why in words of ours, never the browser's. */
export class PushSetupError extends Error {
  constructor(
    readonly problem: PushProblem,
    options?: { cause?: unknown },
  ) {
    super(`Push registration failed: ${problem}`, options);
    this.name = 'PushSetupError';
  }
}

/** The problem behind any error of a registration: the browser's own names the cause, in its own words. */
export function problemOf(error: unknown): PushProblem {
  if (error instanceof PushSetupError) return error.problem;
  // Chromium rejects subscribe() with NotAllowedError "Registration failed - permission denied".
  if (error instanceof DOMException && error.name === 'NotAllowedError') return 'denied';
  if (error instanceof DOMException && error.name === 'NotSupportedError') return 'unsupported';
  return 'failed';
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

// A browser that cannot reach its push service may never settle subscribe(), nor a worker that never
// installs serviceWorker.ready.
const subscribeDeadlineMs = 20_000;

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushSetupError('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * This device's Web Push subscription: whether the browser can have one, whether it has one, and subscribing
 * or unsubscribing it with the server.
 */
export function usePushSubscription() {
  const client = useTRPCClient();
  const [support, setSupport] = useState<Support>(pushSupport);
  const [thisDevice, setThisDevice] = useState<boolean | null>(null);

  useEffect(() => {
    void currentSubscription().then(
      (subscription) => setThisDevice(subscription !== null),
      () => setThisDevice(false),
    );
  }, []);

  async function register(): Promise<void> {
    if (pushSupport() === 'unsupported') throw new PushSetupError('unsupported');
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      setSupport(permission === 'denied' ? 'denied' : 'supported');
      throw new PushSetupError(permission === 'denied' ? 'denied' : 'dismissed');
    }
    const registration = await withDeadline(navigator.serviceWorker.ready, subscribeDeadlineMs);
    const { publicKey } = await client.push.publicKey.query();
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await withDeadline(
        registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }),
        subscribeDeadlineMs,
      ));
    const json = subscription.toJSON();
    await client.push.subscribe.mutate({
      endpoint: subscription.endpoint,
      expirationTime: subscription.expirationTime,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    });
  }

  /**
   * Asks for permission, subscribes this device with the server's key and registers it with the server.
   * Throws a PushSetupError only: what the browser or the network said is kept as its cause.
   */
  async function subscribe(): Promise<void> {
    try {
      await register();
    } catch (error) {
      const problem = problemOf(error);
      if (problem === 'denied') setSupport('denied');
      setThisDevice(false);
      throw error instanceof PushSetupError ? error : new PushSetupError(problem, { cause: error });
    }
    setThisDevice(true);
  }

  /** Drops this device's subscription, here and on the server. */
  async function unsubscribe(): Promise<void> {
    const subscription = await currentSubscription();
    if (subscription) {
      await client.push.unsubscribe.mutate({ endpoint: subscription.endpoint });
      await subscription.unsubscribe();
    }
    setThisDevice(false);
  }

  return { support, thisDevice, subscribe, unsubscribe };
}
