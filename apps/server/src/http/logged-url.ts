import type { FastifyRequest } from 'fastify';
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
