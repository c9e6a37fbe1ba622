import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addVary, fileCacheControl, sendTagged, setFileCacheControl } from './cache-headers';

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

type Shell = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * The app shell (index.html) as the build wrote it, with the .br and .gz beside it, read once at start (a
 * deploy's files never change under a running server): each encoding is sent with the ETag of its own bytes and
 * revalidated by `sendTagged`, like every other answer.
 */
async function shellOf(webDist: string): Promise<Shell> {
  const path = join(webDist, 'index.html');
  const encoded = new Map<string, Buffer>([['identity', await readFile(path)]]);
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (existsSync(path + suffix)) encoded.set(encoding, await readFile(path + suffix));
  }
  const encodings = [...encoded.keys()];
  return (request, reply) => {
    const accepted = request.headers['accept-encoding'];
    const encoding = (accepted && negotiate(accepted, encodings)) || 'identity';
    const body = encoded.get(encoding) ?? (encoded.get('identity') as Buffer);
    addVary(reply, 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return sendTagged(request, reply, {
      type: 'text/html; charset=utf-8',
      body,
      cache: fileCacheControl.revalidated,
    });
  };
}

/**
 * Serves the built web app when its folder exists: hashed /assets/* are immutable (no validator needed), the
 * other files revalidate, and the shell is answered from `shellOf`. Returns the shell for `/` and the
 * not-found handler (the single-page app's routes), or null without a build.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<Shell | null> {
  if (!existsSync(join(webDist, 'index.html'))) return null;
  const shell = await shellOf(webDist);
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    // The shell is never a file here: `/`, /index.html and every app route get `shell`.
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    // The web build writes .br and .gz beside each text file: sent as is to browsers that accept them.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, path) => {
      const file = relative(webDist, path).replaceAll('\\', '/');
      setFileCacheControl(response, hashedAsset.test(file) ? 'hashed' : 'revalidated');
    },
  });
  app.get('/', shell);
  // Asked for by name too: the service worker precaches it (with Accept: */*), and a 404 would stop its install.
  app.get('/index.html', shell);
  return shell;
}
