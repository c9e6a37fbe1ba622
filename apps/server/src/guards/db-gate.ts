import { connect } from 'node:net';
import { refusals } from '@celtic/api';
import type { FastifyInstance } from 'fastify';

/**
 * postgres.js queues queries while it cannot connect and retries with a growing backoff, so during an outage
 * a request would wait until PostgreSQL returns. This gate looks every `intervalMs`: if the database answered a
 * query within the last interval, it is reachable; otherwise the gate opens a TCP connection to it. While that
 * is refused or times out, calls that need the database answer 503 at once. A TCP connect is answered by the
 * kernel even when PostgreSQL is busy, so load alone never closes the gate.
 *
 * Why answers count first: PostgreSQL forks a backend for every connection it accepts, even one closed before
 * its first byte, so probing on a timer alone cost each instance several forks a second under any load.
 */
export interface DbGate {
  isOpen(): boolean;
  close(): void;
}

export function probeTcp(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export interface DbGateOptions {
  intervalMs?: number;
  timeoutMs?: number;
  /** When (epoch ms) the database last answered a query (DbHandle.lastAnswerAt); 0 for never. */
  lastAnswerAt?: () => number;
}

export function startDbGate(databaseUrl: string, options: DbGateOptions = {}): DbGate {
  const url = new URL(databaseUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
  const port = Number(url.port || 5432);
  const intervalMs = options.intervalMs ?? 250;
  const lastAnswerAt = options.lastAnswerAt ?? (() => 0);
  let open = true;
  let probing = false;
  const timer = setInterval(async () => {
    if (probing) return;
    if (Date.now() - lastAnswerAt() < intervalMs) {
      open = true;
      return;
    }
    probing = true;
    open = await probeTcp(host, port, options.timeoutMs ?? 1000);
    probing = false;
  }, intervalMs);
  timer.unref();
  return { isOpen: () => open, close: () => clearInterval(timer) };
}

export const databaseUnavailable = () => refusals.databaseUnavailable();

/**
 * Starts the gate on PostgreSQL for the app's life (the guards' hook asks it: guards.ts); PGlite lives in the
 * process, with nothing to reach.
 */
export function startGate(app: FastifyInstance, url: string, lastAnswerAt?: () => number): DbGate {
  const gate = startDbGate(url, { lastAnswerAt });
  app.addHook('onClose', async () => gate.close());
  return gate;
}
