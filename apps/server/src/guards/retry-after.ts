import { httpStatusOf, retryAfterSeconds } from '@celtic/api';
import type { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';

const isFetchResponse = (payload: unknown): payload is Response =>
  Object.prototype.toString.call(payload) === '[object Response]';

/**
 * Every 429 and 503 the server sends says when to try again. The refusers set their own (the rate limiter its
 * window, `sendError` and tRPC's `responseMeta` by the refusal, `retryAfterSeconds`); this last look gives the
 * default to any that did not (the health check's 503, a route's own answer), including tRPC's answer, which is
 * still a fetch Response here.
 */
export function registerRetryAfter(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    const response = isFetchResponse(payload) ? payload : undefined;
    const status = response ? response.status : reply.statusCode;
    if (
      (status === 429 || status === 503) &&
      !reply.hasHeader('retry-after') &&
      !response?.headers.has('retry-after')
    ) {
      reply.header('retry-after', String(retryAfterSeconds(status)));
    }
    done(null, payload);
  });
}

/** tRPC's `responseMeta`: an answer holding a 429 or 503 call says when to try again (the longest of its calls). */
export function trpcRetryAfter(errors: readonly TRPCError[]): { headers?: Record<string, string> } {
  let seconds: number | undefined;
  for (const error of errors) {
    const own = retryAfterSeconds(httpStatusOf(error), error);
    if (own !== undefined) seconds = Math.max(seconds ?? 0, own);
  }
  return seconds === undefined ? {} : { headers: { 'retry-after': String(seconds) } };
}
