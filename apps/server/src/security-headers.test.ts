import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { helmetHeaders, registerSecurity } from './security';

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

  it('puts the same headers on every answer, errors included', async () => {
    const app = Fastify({ logger: false });
    await registerSecurity(
      app,
      loadEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', LOG_LEVEL: 'silent', WEB_DIST: '/none' }),
    );
    app.get('/a', async () => ({ a: 1 }));
    await app.ready();
    const ok = await app.inject({ method: 'GET', url: '/a' });
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
      expect(ok.headers[name], name).toBeTruthy();
      expect(missing.headers[name], name).toBe(ok.headers[name]);
    }
    expect(ok.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    await app.close();
  });
});
