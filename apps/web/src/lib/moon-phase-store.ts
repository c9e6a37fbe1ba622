import { isIsoDate, type MoonPhase, moonPhases } from '@celtic/zodiac-core';
import type { MoonReply, MoonRequest } from './moon-worker';

// Today's moon phase for the header badges and the dashboard: worked out once a day in a Web Worker (so the
// first render of a page never runs astronomy-engine), shared by every component that shows it, and kept in
// localStorage for the day so a reload shows it at once.

export type MoonPhaseState = { kind: 'pending' } | { kind: 'ready'; phase: MoonPhase } | { kind: 'failed' };

export const STORAGE_KEY = 'celtic-zodiac.moon-phase';
const PENDING: MoonPhaseState = { kind: 'pending' };
const FAILED: MoonPhaseState = { kind: 'failed' };

const states = new Map<string, MoonPhaseState>();
const started = new Set<string>();
const listeners = new Set<() => void>();

/**
 * A local day's key: its date and the UTC offsets at its midnight, noon and next midnight. The phase depends
 * only on those instants, so a move to a time zone with other offsets is a different key.
 */
export function dayKey(isoDate: string): string {
  if (!isIsoDate(isoDate)) throw new RangeError(`Invalid date "${isoDate}": expected YYYY-MM-DD`);
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const offsets = [
    new Date(year, month - 1, day, 0),
    new Date(year, month - 1, day, 12),
    new Date(year, month - 1, day + 1, 0),
  ].map((instant) => instant.getTimezoneOffset());
  return `${isoDate}/${offsets.join('/')}`;
}

function isMoonPhase(value: unknown): value is MoonPhase {
  if (typeof value !== 'object' || value === null) return false;
  const { name, illumination } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    moonPhases.includes(name) &&
    typeof illumination === 'number' &&
    illumination >= 0 &&
    illumination <= 1
  );
}

function fromStorage(key: string): MoonPhase | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { key: storedKey, phase } = stored as Record<string, unknown>;
    return storedKey === key && isMoonPhase(phase) ? phase : null;
  } catch {
    return null; // Unreadable or blocked storage: work it out again.
  }
}

function toStorage(key: string, phase: MoonPhase): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ key, phase }));
  } catch {
    // Full or blocked storage only costs a recomputation on the next visit.
  }
}

/** The state for a day key; stable between calls, as useSyncExternalStore needs. */
export function readMoonPhase(key: string): MoonPhaseState {
  const known = states.get(key);
  if (known) return known;
  const stored = fromStorage(key);
  if (!stored) return PENDING;
  const ready: MoonPhaseState = { kind: 'ready', phase: stored };
  states.set(key, ready);
  return ready;
}

export function subscribeMoonPhase(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function settle(key: string, state: MoonPhaseState): void {
  states.set(key, state);
  for (const listener of listeners) listener();
}

function inWorker(isoDate: string): Promise<MoonPhase> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./moon-worker.ts', import.meta.url), {
      type: 'module',
      name: 'moon-phase',
    });
    worker.onmessage = (event: MessageEvent<MoonReply>) => {
      worker.terminate();
      const reply = event.data;
      if ('error' in reply) reject(new Error(`Moon phase of ${reply.isoDate}: ${reply.error}`));
      else resolve(reply.phase);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(`The moon-phase worker failed: ${event.message || 'it did not load'}`));
    };
    worker.postMessage({ isoDate } satisfies MoonRequest);
  });
}

async function onMainThread(isoDate: string): Promise<MoonPhase> {
  const { localMoonPhase } = await import('./moon-phase');
  return localMoonPhase(isoDate);
}

function compute(isoDate: string): Promise<MoonPhase> {
  if (typeof Worker !== 'function') return onMainThread(isoDate);
  return inWorker(isoDate).catch((err: unknown) => {
    // A browser or policy that refuses the worker still gets the phase, on the main thread.
    console.warn('Moon phase worker unavailable, working it out on the page', err);
    return onMainThread(isoDate);
  });
}

/** Starts working out the phase of a day unless it is known or under way. */
export function requestMoonPhase(key: string, isoDate: string): void {
  if (started.has(key) || readMoonPhase(key).kind !== 'pending') return;
  started.add(key);
  compute(isoDate).then(
    (phase) => {
      toStorage(key, phase);
      settle(key, { kind: 'ready', phase });
    },
    (err: unknown) => {
      console.error('Could not work out the moon phase', err);
      settle(key, FAILED);
    },
  );
}
