import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-errors';

/**
 * postgres.js queues queries while it cannot connect and retries with a growing backoff, so during an outage
 * a request would wait until PostgreSQL returns. This gate opens a TCP connection to the database every
 * `intervalMs`; while that is refused or times out, calls that need the database answer 503 at once.
 * A TCP connect is answered by the kernel even when PostgreSQL is busy, so load alone never closes the gate.
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

export function startDbGate(
  databaseUrl: string,
  options: { intervalMs?: number; timeoutMs?: number } = {},
): DbGate {
  const url = new URL(databaseUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
  const port = Number(url.port || 5432);
  let open = true;
  let probing = false;
  const timer = setInterval(async () => {
    if (probing) return;
    probing = true;
    open = await probeTcp(host, port, options.timeoutMs ?? 1000);
    probing = false;
  }, options.intervalMs ?? 250);
  timer.unref();
  return { isOpen: () => open, close: () => clearInterval(timer) };
}

// Answered from memory (the signs, the calendar) or not an API call at all.
const databaseFree = /^\/(api\/(signs|calendar|openapi\.json|docs)|trpc\/(signs|calendar)\.)/;

function needsDatabase(url: string): boolean {
  if (!url.startsWith('/api/') && !url.startsWith('/trpc/')) return false;
  if (url.startsWith('/trpc/')) {
    const names = (url.split('?')[0] ?? '').slice('/trpc/'.length).split(',');
    return names.some((name) => !databaseFree.test(`/trpc/${name}`));
  }
  return !databaseFree.test(url);
}

export const databaseUnavailable = () =>
  new HttpError(503, 'SERVICE_UNAVAILABLE', 'Database unavailable: try again shortly');

/** Registers the gate on PostgreSQL (PGlite lives in the process: nothing to reach). */
export function registerDbGate(app: FastifyInstance, databaseUrl: string | undefined): DbGate | undefined {
  if (!databaseUrl) return undefined;
  const gate = startDbGate(databaseUrl);
  // Callback style: no promise per request while the gate is open.
  app.addHook('onRequest', (request, _reply, done) => {
    done(!gate.isOpen() && needsDatabase(request.url) ? databaseUnavailable() : undefined);
  });
  app.addHook('onClose', async () => gate.close());
  return gate;
}

export { needsDatabase };
