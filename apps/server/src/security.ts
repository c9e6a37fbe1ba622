import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Env } from './env';

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
 * For the few answers Fastify sends before any hook runs (a URL it cannot decode): a JSON error body needs
 * nothing from anywhere, so the strictest policy.
 */
export const bareErrorHeaders = {
  'content-security-policy': "default-src 'none';object-src 'none';frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
} as const;

// Headers of the probe's answer that are not helmet's.
const notHelmet = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sends with `options`, computed once from one answer of a throwaway Fastify: helmet
 * parses its directives and formats every header again on each request, which cost ~9% of the server's CPU
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

/** Security headers (helmet, with a CSP fit for Firebase Auth) and CORS for the configured origins only. */
export async function registerSecurity(app: FastifyInstance, env: Env): Promise<void> {
  const origins = firebaseOrigins(env);
  const headers = await helmetHeaders({
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
    // Sent below, only on answers that travelled over TLS.
    strictTransportSecurity: false,
  });
  // The same headers on every answer, set in one hook (helmet would rebuild them per request).
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  // request.protocol is "https" on a TLS socket, or behind a trusted proxy (TRUST_PROXY) that says so.
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
  });
  await app.register(cors, {
    origin: env.CORS_ORIGINS.length > 0 ? env.CORS_ORIGINS : false,
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'x-request-id', 'if-none-match', 'trpc-accept'],
    exposedHeaders: ['x-request-id', 'etag'],
    maxAge: 600,
  });
}
