import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { apiHeaders, helmetHeaders, isApiUrl, securityHeaders } from './security-headers';

describe('helmetHeaders', () => {
  it("computes helmet's headers for the options once, without the probe's own headers", async () => {
    const headers = await helmetHeaders({
      contentSecurityPolicy: {
        directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", 'https://x.test'] },
      },
      frameguard: { action: 'deny' },
    });
    expect(headers['content-security-policy']).toContain('script-src');
    expect(headers['content-security-policy']).toContain('https://x.test');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers).not.toHaveProperty('content-type');
    expect(headers).not.toHaveProperty('content-length');
    expect(headers).not.toHaveProperty('date');
  });

  it('puts the API set on API answers and the page set on pages, errors included', async () => {
    const app = Fastify({ logger: false });
    const headers = await securityHeaders(
      loadEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', LOG_LEVEL: 'silent', WEB_DIST: '/none' }),
    );
    // As the guards' hook applies them (guards/guards.ts).
    app.addHook('onRequest', (request, reply, done) => {
      headers.apply(request, reply);
      done();
    });
    app.get('/api/a', async () => ({ a: 1 }));
    app.get('/a', async () => 'page');
    await app.ready();
    const answers = {
      api: await app.inject({ method: 'GET', url: '/api/a' }),
      apiMissing: await app.inject({ method: 'GET', url: '/api/nowhere' }),
      page: await app.inject({ method: 'GET', url: '/a' }),
      pageMissing: await app.inject({ method: 'GET', url: '/nowhere' }),
    };
    for (const answer of [answers.api, answers.apiMissing]) {
      for (const [name, value] of Object.entries(apiHeaders)) expect(answer.headers[name], name).toBe(value);
      expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(answer.headers['x-request-id']).toBeTruthy();
    }
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
      expect(answers.page.headers[name], name).toBeTruthy();
      expect(answers.pageMissing.headers[name], name).toBe(answers.page.headers[name]);
    }
    expect(answers.page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answers.page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    await app.close();
  });
});

describe('isApiUrl', () => {
  it('tells API answers from pages: /api (but its docs), /trpc and /healthz are API', () => {
    for (const url of [
      '/api',
      '/api/signs',
      '/api/horoscope/daily?sign=Wolf',
      '/trpc/a.b',
      '/healthz',
      '/api?x',
    ])
      expect(isApiUrl(url), url).toBe(true);
    for (const url of [
      '/',
      '/horoscope',
      '/assets/x.js',
      '/api/docs',
      '/api/docs/',
      '/api/docs?x',
      '/apix',
      '/trpcx',
    ])
      expect(isApiUrl(url), url).toBe(false);
  });
});
