import { isPeekablePage, isSharedAnswer, type PeekPage } from '@celtic/api';
import type { FastifyReply, FastifyRequest } from 'fastify';

// JSON of the per-user data cache's pages, which are served as the same deep-frozen object until replaced.
const sharedJson = new WeakMap<object, string>();

/** The JSON of a procedure's answer; a cached, shared page is serialised once. */
export function jsonOf(result: unknown): string {
  if (!isSharedAnswer(result)) return JSON.stringify(result);
  let json = sharedJson.get(result);
  if (json === undefined) {
    json = JSON.stringify(result);
    sharedJson.set(result, json);
  }
  return json;
}

/** Answers the request and returns true, or returns false for the normal route to answer. */
export type FastPage = (request: FastifyRequest, reply: FastifyReply) => boolean;

function peekOf(createContext: unknown): PeekPage | undefined {
  const peek = (createContext as { peekPage?: unknown }).peekPage;
  return typeof peek === 'function' ? (peek as PeekPage) : undefined;
}

/**
 * For a list procedure whose pages the API caches per user (readings, compatibility history): a handler
 * that sends a cached page without entering tRPC, when `createContext` (the API's context factory) can
 * tell synchronously that the procedure would answer exactly that page now. Anything else — no token, an
 * unknown or expired one, a bad query, another user's id, a miss — falls through to the procedure, which
 * answers, refuses or fills the cache as always. Hooks (request id, security headers, the database gate)
 * run as for any request; the answer is sent as the normal route sends an uncached-policy JSON answer.
 */
export function fastPageFor(procedurePath: string, createContext: unknown): FastPage | undefined {
  const peekPage = peekOf(createContext);
  if (!peekPage || !isPeekablePage(procedurePath)) return undefined;
  return (request, reply) => {
    // The route merges query, then body, then path parameters: a GET with a body goes the normal way.
    if (request.body !== undefined) return false;
    const input = { ...(request.query as object), ...(request.params as object) };
    const page = peekPage(procedurePath, request.headers.authorization, input);
    if (page === undefined) return false;
    reply.type('application/json; charset=utf-8').send(jsonOf(page));
    return true;
  };
}
