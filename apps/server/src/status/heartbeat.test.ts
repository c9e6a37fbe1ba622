import { createDb, type DbHandle, statusFacts } from '@celtic/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHeartbeat } from './heartbeat';

const until = async (check: () => Promise<boolean>, withinMs = 5000) => {
  const end = Date.now() + withinMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
};

describe('the heartbeat', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createDb({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('counts the current minute at start, and beats until stopped', async () => {
    const lines: string[] = [];
    const log = { info: (message: string) => lines.push(message), warn: () => lines.push('warn') };
    const heartbeat = startHeartbeat({ db: handle.db, log, intervalMs: 30 });
    expect(await until(async () => (await statusFacts(handle.db)).days.length === 1)).toBe(true);
    await heartbeat.stop();
    expect(lines).toEqual([]);
  });

  it('says once that beats fail, and once that they are written again', async () => {
    let failing = true;
    const flaky = new Proxy(handle.db, {
      get(target, property, receiver) {
        if (property === 'execute' && failing) return () => Promise.reject(new Error('connection refused'));
        return Reflect.get(target, property, receiver);
      },
    });
    const lines: string[] = [];
    const log = {
      info: (message: string) => lines.push(`info ${message}`),
      warn: (_fields: object, message: string) => lines.push(`warn ${message}`),
    };
    const heartbeat = startHeartbeat({ db: flaky, log: log as never, intervalMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    failing = false;
    expect(await until(async () => lines.length === 2)).toBe(true);
    await heartbeat.stop();
    expect(lines).toEqual([
      'warn heartbeat: the database did not take it; this minute may count as down',
      'info heartbeat: written again',
    ]);
  });
});
