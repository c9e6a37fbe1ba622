import type { RateLimitPer } from '@celtic/zodiac-core';
import type { FastifyReply } from 'fastify';

/** A limit a request was counted against: what its RateLimit fields say of it. */
export interface CountedLimit {
  /** The policy's name in the fields: `minute` and `day` for a key, `anonymous`, `account`, or a class's. */
  policy: string;
  /** Requests allowed in a window. */
  limit: number;
  windowSeconds: number;
  /** What it counts by, as the 429's words name it. */
  per: RateLimitPer;
  /** Requests counted in the current window, this one included. */
  used: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
}

/**
 * The RateLimit-Policy and RateLimit fields of the IETF httpapi draft (draft-ietf-httpapi-ratelimit-headers):
 * each a list of items named by policy, `"minute";q=600;w=60` (the quota and its window in seconds) and
 * `"minute";r=598;t=42` (what is left, and the seconds until the window ends). The one writer of both, for the
 * guards (Fastify's reply) and the shared-answer store (node:http) alike; undefined when nothing was counted.
 */
export function rateLimitFields(
  counted: readonly CountedLimit[],
): { 'ratelimit-policy': string; ratelimit: string } | undefined {
  if (counted.length === 0) return undefined;
  return {
    'ratelimit-policy': counted
      .map((limit) => `"${limit.policy}";q=${limit.limit};w=${limit.windowSeconds}`)
      .join(', '),
    ratelimit: counted
      .map(
        (limit) =>
          `"${limit.policy}";r=${Math.max(0, limit.limit - limit.used)};t=${Math.max(0, limit.resetSeconds)}`,
      )
      .join(', '),
  };
}

/** Sets the fields of `counted` on a reply (nothing when nothing was counted). */
export function setRateLimitFields(reply: FastifyReply, counted: readonly CountedLimit[]): void {
  const fields = rateLimitFields(counted);
  if (fields) reply.headers(fields);
}
