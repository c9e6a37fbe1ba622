import { type ProcedureTable, refusals } from '@celtic/api';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VerifyToken } from '../adapters/firebase-auth';
import type { Env } from '../env';
import { identityOf } from '../http/context';
import { ruleOf } from '../http/rest';
import { trpcCalls, trpcPrefix } from '../http/trpc';

/**
 * Whether a request is expensive work that may be shed: a route whose rules say so (the procedure table's
 * `shed`: a REST route, a share page), or a tRPC URL calling at least one such procedure.
 */
export function isSheddable(request: FastifyRequest, table: ProcedureTable): boolean {
  const rule = ruleOf(request);
  if (rule) return rule.shed;
  if (!request.url.startsWith(`${trpcPrefix}/`)) return false;
  return trpcCalls(request.url, table).some((call) => call?.shed === true);
}

/**
 * Load shedding with @fastify/under-pressure: while the event loop's mean delay is over MAX_EVENT_LOOP_DELAY_MS,
 * a new expensive request from an anonymous caller answers 503 (`overloaded`, with Retry-After), so the time the
 * loop has left goes to signed-in work, to cheap answers and to /healthz. The plugin's own answer would refuse
 * every request; its `pressureHandler` is called only while it is over the threshold, and lets through whatever
 * it does not refuse. A caller is signed in when its token verifies (`identityOf`: once per request), so a
 * made-up Authorization header buys nothing.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  env: Pick<Env, 'MAX_EVENT_LOOP_DELAY_MS'>,
  options: { verifyToken: VerifyToken; table: ProcedureTable },
): Promise<void> {
  if (env.MAX_EVENT_LOOP_DELAY_MS === 0) return;
  const { verifyToken, table } = options;
  const signedIn = (request: FastifyRequest) =>
    identityOf(request, verifyToken).then(
      (identity) => identity !== null,
      () => false,
    );
  await app.register(underPressure, {
    maxEventLoopDelay: env.MAX_EVENT_LOOP_DELAY_MS,
    pressureHandler: async (request) => {
      if (!isSheddable(request, table) || (await signedIn(request))) return;
      // Thrown: the plugin hands it to the error handler, which answers in our shape with Retry-After.
      throw refusals.overloaded();
    },
  });
}
