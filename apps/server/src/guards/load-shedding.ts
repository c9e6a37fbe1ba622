import { refusals } from '@celtic/api';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VerifyToken } from '../adapters/firebase-auth';
import type { Env } from '../env';
import { identityOf } from '../http/context';

/**
 * Load shedding: while the event loop's mean delay (measured by @fastify/under-pressure, Fastify's own) is over
 * MAX_EVENT_LOOP_DELAY_MS, a new expensive request (its rules' `shed`, checked by the guards' hook) from an
 * anonymous caller answers 503 (`overloaded`, with Retry-After), so the time the loop has left goes to signed-in
 * work, to cheap answers and to /healthz. The plugin only measures here: its own hook would refuse every
 * request. A caller is signed in when its token verifies (`identityOf`: once per request), so a made-up
 * Authorization header buys nothing. Undefined when it is off (MAX_EVENT_LOOP_DELAY_MS=0).
 */
export async function loadShedding(
  app: FastifyInstance,
  env: Pick<Env, 'MAX_EVENT_LOOP_DELAY_MS'>,
  options: { verifyToken: VerifyToken },
): Promise<((request: FastifyRequest) => Promise<void>) | undefined> {
  const maxDelayMs = env.MAX_EVENT_LOOP_DELAY_MS;
  if (maxDelayMs === 0) return undefined;
  // A fifth of a second between samples (the plugin's default is one): a flood is shed after at most that
  // long, not after a second of requests the loop is still working through.
  await app.register(underPressure, { sampleInterval: 200 });
  return async (request) => {
    if (app.memoryUsage().eventLoopDelay <= maxDelayMs) return;
    const signedIn = await identityOf(request, options.verifyToken).then(
      (identity) => identity !== null,
      () => false,
    );
    if (!signedIn) throw refusals.overloaded();
  };
}
