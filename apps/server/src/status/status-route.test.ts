/** GET /api/status on a live server: the answer, its cache rule and language, and while the database is away. */
import { recordHeartbeat } from '@celtic/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../test/helpers';

describe('GET /api/status', () => {
  let database: TestDatabase;
  let server: TestServer;
  let away: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    server = await startTestServer(database.handle);
    const refused = () =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const unreachable = new Proxy(database.handle.db, {
      get(target, property, receiver) {
        if (property === 'select' || property === 'execute') {
          return () => {
            throw refused();
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    away = await startTestServer({ db: unreachable, ping: () => Promise.reject(refused()) });
  });

  afterAll(async () => {
    await away?.close();
    await server?.close();
    await database?.dispose();
  });

  it('says each component works, for 30 seconds of caching, measured anew on each request', async () => {
    await recordHeartbeat(database.handle.db);
    const first = await fetch(`${server.url}/api/status`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=30');
    expect(first.headers.get('content-language')).toBe('en');
    const body = (await first.json()) as {
      status: string;
      checkedAt: string;
      components: { id: string; name: string; status: string }[];
      days: { date: string }[];
    };
    expect(body.status).toBe('operational');
    expect(body.components.map(({ id, name, status }) => [id, name, status])).toEqual([
      ['api', 'API', 'operational'],
      ['database', 'Database', 'operational'],
      ['push', 'Push notifications', 'operational'],
    ]);
    expect(body.days).toHaveLength(90);
    expect(body.days.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The server keeps no copy: the next answer is measured again.
    const second = (await (await fetch(`${server.url}/api/status`)).json()) as { checkedAt: string };
    expect(second.checkedAt > body.checkedAt).toBe(true);
  });

  it('names the components in the language asked for', async () => {
    const answer = await fetch(`${server.url}/api/status`, { headers: { 'accept-language': 'es-ES' } });
    expect(answer.headers.get('content-language')).toBe('es');
    expect(answer.headers.get('vary')).toContain('Accept-Language');
    const body = (await answer.json()) as { components: { name: string }[] };
    expect(body.components.map((component) => component.name)).toEqual([
      'API',
      'Base de datos',
      'Notificaciones push',
    ]);
  });

  it('answers while the database is away, saying so', async () => {
    const answer = await fetch(`${away.url}/api/status?lang=de`);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as {
      status: string;
      components: { id: string; status: string; uptime: number | null }[];
      days: unknown[];
    };
    expect(body.status).toBe('outage');
    expect(body.components).toEqual([
      { id: 'api', name: 'API', status: 'operational', uptime: null },
      { id: 'database', name: 'Datenbank', status: 'outage', uptime: null },
      { id: 'push', name: 'Push-Benachrichtigungen', status: 'outage', uptime: null },
    ]);
    expect(body.days).toEqual([]);
  });
});
