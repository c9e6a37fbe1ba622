import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { Env } from '../env';

/** Origins the Firebase web SDK talks to, beside our own. */
export function firebaseOrigins(env: Env) {
  const emulator = env.emulatorMode
    ? ['http://127.0.0.1:9099', 'http://localhost:9099', `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`]
    : [];
  return {
    connect: [
      ...new Set([
        ...emulator,
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://www.googleapis.com',
        'https://apis.google.com',
      ]),
    ],
    // signInWithPopup runs Firebase's auth handler in an iframe on the project's auth domain.
    frame: [
      ...new Set([
        ...emulator,
        `https://${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
        `https://${env.FIREBASE_PROJECT_ID}.web.app`,
        'https://accounts.google.com',
        'https://apis.google.com',
      ]),
    ],
    // The popup flow loads Google's gapi script; no inline script is ever allowed.
    script: ['https://apis.google.com'],
    // Google profile photos.
    img: ['https://*.googleusercontent.com'],
  };
}

const hsts = 'max-age=31536000; includeSubDomains';

/**
 * Security headers of every answer that is not a page (JSON, empty, errors; and the answers Fastify sends before
 * any hook runs, for a URL it cannot decode). Such a body loads nothing and is never a document a browser renders,
 * so the strictest policy and none of helmet's document-only headers (COOP, Origin-Agent-Cluster, DNS prefetch…):
 * a fraction of the page set's bytes on each API answer.
 */
export const apiHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** What a script on another origin may read of an answer beside the safelisted headers. */
export const exposedHeaders =
  'ETag, Retry-After, Content-Language, RateLimit, RateLimit-Policy, X-Request-Id';

/**
 * The CORS headers of every public read's answer, whoever asks (no Origin, any Origin, a listed one): the answer
 * never depends on the Origin, so it carries no `Vary: Origin` and a cache may give it to anyone. The app
 * (cors.ts) and the shared-answer store (shared-answers.ts) send these same bytes. Never
 * `Access-Control-Allow-Credentials`: a public read reads nobody's data.
 */
export const publicCorsHeaders: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': exposedHeaders,
};

// Headers of the probe's answer that are not helmet's.
const notHelmet = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sends with `options`, computed once from one answer of a throwaway Fastify: helmet
 * parses its directives and formats every header again on each request, a visible share of the server's CPU
 * under load. The headers never depend on the request, so they are fixed at start-up.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    probe.get('/', async () => '');
    const answer = await probe.inject({ method: 'GET', url: '/' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (!notHelmet.has(name) && typeof value === 'string') headers[name] = value;
    }
    return headers;
  } finally {
    await probe.close();
  }
}

// Answers under these are API answers (JSON or empty); /api/docs is the reference page and its assets.
const apiPath = /^\/(?:api|trpc|healthz)(?:[/?]|$)/;
const docsPath = /^\/api\/docs(?:[/?]|$)/;

/** True when the URL is answered with JSON (or nothing): the API, tRPC, the health check; not the docs page. */
export function isApiUrl(url: string): boolean {
  return apiPath.test(url) && !docsPath.test(url);
}

/** The page headers: helmet's set with a CSP fit for Firebase Auth (the app shell, static files, /api/docs). */
export function pageHeaders(env: Env): Promise<Record<string, string>> {
  const origins = firebaseOrigins(env);
  return helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...origins.script],
        // Inline style attributes come from React and the docs page; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", ...origins.connect],
        frameSrc: origins.frame,
        imgSrc: ["'self'", 'data:', 'blob:', ...origins.img],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Nothing may frame our pages (clickjacking); the sign-in popup is a window, not a frame of ours.
        frameAncestors: ["'none'"],
        // Would rewrite the emulator's plain-http URL to https and break local sign-in.
        upgradeInsecureRequests: env.emulatorMode ? null : [],
      },
    },
    // Firebase's popup talks back to its opener; plain same-origin would cut that link.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    frameguard: { action: 'deny' },
    // Sent by the hook, only on answers that travelled over TLS.
    strictTransportSecurity: false,
  });
}

export interface SecurityHeaders {
  /** Sets the headers every answer gets (the guards' hook, guards/guards.ts). */
  apply: (request: FastifyRequest, reply: FastifyReply) => void;
  /** For a handler that answers JSON on a page URL: the API's headers instead of the page's. */
  useApiHeaders: (reply: FastifyReply) => void;
}

/**
 * The answer headers every request gets, set by the guards' one hook: the request id, the security headers for
 * the kind of answer (API or page, both fixed at start-up) and HSTS when the request came over TLS. CORS is
 * cors.ts's.
 */
export async function securityHeaders(env: Env): Promise<SecurityHeaders> {
  const page = await pageHeaders(env);
  const pageOnly = Object.keys(page).filter((name) => !(name in apiHeaders));
  return {
    // request.protocol is "https" on a TLS socket, or behind a trusted proxy (TRUST_PROXY) that says so.
    apply: (request, reply) => {
      reply.header('x-request-id', request.id);
      reply.headers(isApiUrl(request.url) ? apiHeaders : page);
      if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
    },
    useApiHeaders: (reply) => {
      for (const name of pageOnly) reply.removeHeader(name);
      reply.headers(apiHeaders);
    },
  };
}
