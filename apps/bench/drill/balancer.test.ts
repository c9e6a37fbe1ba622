/**
 * The drill reads HAProxy's log right, and its HAProxy backend is the one docs/RELIABILITY.md recommends, which
 * HAProxy accepts (checked when HAProxy is installed: the drill needs it, CI does not).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { haproxyConfig, haproxyVersion, parseAbnormal, recommendedBackend } from './balancer';

const docs = readFileSync(new URL('../../../docs/RELIABILITY.md', import.meta.url), 'utf8');
const documented = /```haproxy\n([\s\S]*?)```/.exec(docs)?.[1] ?? '';
const folder = mkdtempSync(join(tmpdir(), 'celtic-haproxy-check-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** HAProxy's verdict on a configuration: its exit status and what it said. */
function check(config: string): { status: number | null; output: string } {
  const file = join(folder, `${Math.random().toString(36).slice(2)}.cfg`);
  writeFileSync(file, config);
  const result = spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('HAProxy’s log', () => {
  it('gives each abnormal request’s instance, status, termination state and retries', () => {
    const log = [
      '[WARNING]  (12) : Server instances/s2 is DOWN, reason: Layer7 wrong status, code: 503.',
      '127.0.0.1:50124 [29/Nov/2026:06:35:00.123] drill instances/s3 0/0/0/5/6 200 312 - - ---- 101/101/99/33/+1 0/0 "GET /api/users/me HTTP/1.1"',
      '127.0.0.1:50126 [29/Nov/2026:06:35:00.124] drill instances/<NOSRV> -1/-1/-1/-1/3 503 217 - - SC-- 1/1/0/0/0 0/0 "POST /api/readings HTTP/1.1"',
    ].join('\n');
    expect(parseAbnormal(log)).toEqual([
      { server: 's3', status: 200, termination: '----', retries: 1, request: 'GET /api/users/me HTTP/1.1' },
      {
        server: '<NOSRV>',
        status: 503,
        termination: 'SC--',
        retries: 0,
        request: 'POST /api/readings HTTP/1.1',
      },
    ]);
  });
});

describe('the HAProxy configuration', () => {
  it('is documented line for line as the drill runs it', () => {
    const lines = documented.split('\n').map((line) => line.trim());
    expect(lines[0]).toMatch(/^backend /);
    for (const line of recommendedBackend) expect(lines).toContain(line.trim());
    // Nothing in the documented backend beyond the drill's but its name and servers.
    const extra = lines.filter(
      (line) =>
        line !== '' &&
        !line.startsWith('backend ') &&
        !line.startsWith('server ') &&
        !recommendedBackend.some((recommended) => recommended.trim() === line),
    );
    expect(extra).toEqual([]);
  });

  it.skipIf(!haproxyVersion())('is accepted by HAProxy, the drill’s and the documented one', () => {
    const drill = check(haproxyConfig(18080, [18081, 18082, 18083]));
    expect(drill.status, drill.output).toBe(0);
    const defaults = [
      'defaults',
      '  mode http',
      '  timeout connect 1s',
      '  timeout client 30s',
      '  timeout server 30s',
      'frontend web',
      '  bind 127.0.0.1:18090',
      '  default_backend celtic',
      '',
    ].join('\n');
    const docsConfig = check(`${defaults}${documented}`);
    expect(docsConfig.status, docsConfig.output).toBe(0);
  });
});
