/**
 * The drill's HAProxy backend is the one docs/RELIABILITY.md recommends, and HAProxy accepts both (when it is
 * installed: the drill needs it, CI does not).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { haproxyConfig, haproxyVersion, recommendedBackend } from './balancer';

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
