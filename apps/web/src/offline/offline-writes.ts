import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toast } from '../lib/toast-store';
import { isNetworkFailure, isOnline, markReachable } from './online';
import { enqueue, type NewQueuedWrite } from './outbox';

/** The toast of a write kept for later; read in the language shown when it is toasted. */
const queuedMessage = msg`Saved on this device — will sync when you're back online`;

export type Sent<T> = { queued: false; answer: T } | { queued: true };

/**
 * Sends a write now, or, without a network, keeps it on this device to be sent when the network returns
 * (outbox.ts) and says so. `write` carries the idempotency key made for this one action, so a request that
 * reached the server but lost its answer is stored once however often it is sent again.
 */
export async function sendOrQueue<T>(write: NewQueuedWrite, sendNow: () => Promise<T>): Promise<Sent<T>> {
  if (isOnline()) {
    try {
      const answer = await sendNow();
      markReachable(true);
      return { queued: false, answer };
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      markReachable(false);
    }
  }
  await enqueue(write);
  toast({ title: i18n._(queuedMessage) });
  return { queued: true };
}

/** A new idempotency key for one user action. */
export const newActionKey = () => crypto.randomUUID();
