import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';
import { trpcPrefix } from './trpc';

/**
 * The URL as logs may hold it: without its query string when the request is signed in (what a caller asks of
 * their own data is theirs) or is a tRPC call (a GET's input travels in `?input=`). Every other URL is public
 * and kept whole, which is what makes a log line useful.
 */
export function loggedUrl(request: Pick<FastifyRequest, 'url' | 'headers'>): string {
  const url = request.url;
  const query = url.indexOf('?');
  if (query === -1) return url;
  const hidesQuery =
    request.headers.authorization !== undefined ||
    url.startsWith(`${trpcPrefix}/`) ||
    url.startsWith(`${trpcPrefix}?`);
  return hidesQuery ? url.slice(0, query) : url;
}

// drizzle's failed-query error says its bound values (`params: …`) in its message, so in the stack and in the
// messages of the errors it caused: user input (a reading's text, an e-mail) that must not reach a log.
const paramsText = /\nparams: [\s\S]*?(?=\n {4}at |\ncaused by: |$)/g;

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.replace(paramsText, '\nparams: [not logged]');
  if (depth > 8 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const object = value as Record<string, unknown>;
  for (const key of Object.keys(object)) {
    if (key === 'params') delete object[key];
    else object[key] = scrub(object[key], depth + 1);
  }
  return object;
}

/** pino's error serializer, without the bound values of a failed query (the logger's `err` serializer). */
export function errorForLog(error: Error): ReturnType<typeof stdSerializers.err> {
  return scrub(stdSerializers.err(error), 0) as ReturnType<typeof stdSerializers.err>;
}
