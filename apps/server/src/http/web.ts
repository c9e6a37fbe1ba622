import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setFileCacheControl } from './cache-headers';

// Vite puts content-hashed files under assets/: a changed file gets a new name, so they never need revalidating.
const hashedAsset = /^assets\//;

/** True when the request is a page load the single-page app should answer. */
export function wantsAppShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/') || path === '/trpc' || path.startsWith('/trpc/'))
    return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built web app when its folder exists: hashed /assets/* are immutable, everything else
 * revalidates. Returns the SPA fallback (index.html) for the not-found handler, or null without a build.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | null> {
  if (!existsSync(join(webDist, 'index.html'))) return null;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    // The web build writes .br and .gz beside each text file: sent as is to browsers that accept them.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, path) => {
      const file = relative(webDist, path).replaceAll('\\', '/');
      setFileCacheControl(response, hashedAsset.test(file) ? 'hashed' : 'revalidated');
    },
  });
  return (_request, reply) => {
    setFileCacheControl(reply, 'revalidated');
    return reply.sendFile('index.html');
  };
}
