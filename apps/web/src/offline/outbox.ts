import type { AppRouter } from '@celtic/api';
import { TRPCClientError } from '@trpc/client';
import type { inferRouterInputs } from '@trpc/server';
import { get, update } from 'idb-keyval';
import { trpcClient } from '../lib/trpc-client';
import { deviceStore } from './device-store';

type Inputs = inferRouterInputs<AppRouter>;

/** A write made offline, kept in order until the network returns. Creating writes carry their idempotency key. */
export type QueuedWrite = { id: string; uid: string; queuedAt: number } & (
  | { kind: 'saveReading'; input: Inputs['readings']['create'] & { idempotencyKey: string } }
  // The flag wanted, so a repeat after a lost answer changes nothing (a write queued by an older version may lack it).
  | { kind: 'toggleFavorite'; input: Inputs['readings']['toggleFavorite'] & { isFavorite: boolean } }
  | { kind: 'checkCompatibility'; input: Inputs['compatibility']['check'] & { idempotencyKey: string } }
);

export type NewQueuedWrite = QueuedWrite extends infer W
  ? W extends QueuedWrite
    ? Omit<W, 'id' | 'queuedAt'>
    : never
  : never;

const outboxKey = 'outbox';

export async function enqueue(write: NewQueuedWrite): Promise<void> {
  const item = { ...write, id: crypto.randomUUID(), queuedAt: Date.now() } as QueuedWrite;
  await update<QueuedWrite[]>(outboxKey, (list = []) => [...list, item], deviceStore());
}

export async function queuedWrites(uid: string): Promise<QueuedWrite[]> {
  const list = (await get<QueuedWrite[]>(outboxKey, deviceStore())) ?? [];
  return list.filter((item) => item.uid === uid);
}

function send(write: QueuedWrite): Promise<unknown> {
  switch (write.kind) {
    case 'saveReading':
      return trpcClient.readings.create.mutate(write.input);
    case 'toggleFavorite':
      return trpcClient.readings.toggleFavorite.mutate(write.input);
    case 'checkCompatibility':
      return trpcClient.compatibility.check.mutate(write.input);
  }
}

/**
 * True when the write may succeed later: no answer at all (no network), or the server or sign-in unavailable,
 * rate limited, or the session to be renewed. Any other refusal (400, 404, 422) will not change by waiting.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return true;
  const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
  return status === undefined || status >= 500 || status === 429 || status === 401 || status === 408;
}

/** One flush at a time across the app's tabs, so no write is sent twice by two tabs at once. */
async function exclusively(task: () => Promise<void>): Promise<void> {
  if (typeof navigator.locks?.request !== 'function') return task();
  await navigator.locks.request('celtic-outbox', task);
}

export interface FlushResult {
  sent: QueuedWrite[];
  refused: QueuedWrite[];
}

/**
 * Sends `uid`'s queued writes in the order they were made, each removed once the server answered it. Stops at
 * the first that cannot be sent yet (it stays first in line). A repeat of a creating write after a lost answer
 * stores nothing new: its idempotency key was fixed when the person acted.
 */
export async function flushOutbox(uid: string): Promise<FlushResult> {
  const result: FlushResult = { sent: [], refused: [] };
  await exclusively(async () => {
    for (;;) {
      const [next] = await queuedWrites(uid);
      if (!next) return;
      try {
        await send(next);
        result.sent.push(next);
      } catch (error) {
        if (isWorthRetrying(error)) return;
        console.error('A write made offline was refused', error);
        result.refused.push(next);
      }
      await update<QueuedWrite[]>(
        outboxKey,
        (list = []) => list.filter((item) => item.id !== next.id),
        deviceStore(),
      );
    }
  });
  return result;
}
