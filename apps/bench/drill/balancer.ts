/**
 * HAProxy (Debian's package) in front of server instances on loopback ports: round-robin per request, health
 * checks on /healthz, and every answer names the instance that gave it (X-Served-By: s1, s2, …; <NOSRV> when
 * HAProxy answered itself). Started with a generated configuration on a free port, stopped with the drill.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const installHint = 'apt-get install -y haproxy';

/** HAProxy's version line, or undefined when it is not installed. */
export function haproxyVersion(): string | undefined {
  const result = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  return result.stdout.split('\n')[0]?.trim();
}

export interface Balancer {
  url: string;
  /** The name X-Served-By gives the instance on `port`. */
  nameOf(port: number): string;
  /** HAProxy's own output (warnings, alerts), for a failed start. */
  output(): string;
  /**
   * HAProxy's log of every request that did not end normally (an error status, or a connection closed before
   * the answer), with its instance and its termination state (e.g. `SH--`: the instance closed first).
   */
  abnormal(): AbnormalRequest[];
  /** When (performance.now()) HAProxy's health checks took each instance out (DOWN) or back (UP). */
  transitions(): Transition[];
  stop(): Promise<void>;
}

export interface Transition {
  server: string;
  state: 'UP' | 'DOWN';
  at: number;
}

export interface AbnormalRequest {
  /** The instance's name (s1, …) or <NOSRV>. */
  server: string;
  /** The HTTP status HAProxy logged; -1 when the client got no answer. */
  status: number;
  termination: string;
  /** How many times HAProxy sent it again (to another instance: `option redispatch 1`). */
  retries: number;
  request: string;
}

// `option httplog`: … frontend backend/server Tq/Tw/Tc/Tr/Ta status bytes cookies cookies state counts queue "request"
// (the counts are actconn/feconn/beconn/srv_conn/retries, the retries with a + when redispatched)
const logLine = /\S+ \S+ \S+\/(\S+) \S+ (-?\d+) \S+ \S+ \S+ (\S+) \S+\/\+?(\d+) \S+ "([^"]*)"/;

/** Reads the abnormal requests out of HAProxy's log lines. */
export function parseAbnormal(text: string): AbnormalRequest[] {
  const requests: AbnormalRequest[] = [];
  for (const line of text.split('\n')) {
    const match = logLine.exec(line);
    if (!match) continue;
    const [, server = '', status = '', termination = '', retries = '0', request = ''] = match;
    requests.push({ server, status: Number(status), termination, retries: Number(retries), request });
  }
  return requests;
}

/**
 * The balancer's part of the recommended configuration (docs/RELIABILITY.md, "Behind a load balancer"; a test
 * checks the two agree), in HAProxy's words:
 * - health checks on /healthz every 500 ms, out after two failures and back after two successes: a stopping
 *   instance's /healthz answers 503 at once, so it is out within about a second, well inside its grace period
 *   (SHUTDOWN_GRACE_MS, 5 s in production); 3 s to answer, as a loaded instance is slow, not dead;
 * - a request sent again to another instance (`retries`, `option redispatch 1`) when the connection failed
 *   (nothing was sent), and, for a GET or HEAD or a write with an Idempotency-Key, also when the instance closed
 *   the connection without answering (killed mid-request) or did not answer in time. A write without a key is
 *   never sent twice: its first attempt may have been applied. No status is retried: the instances share one
 *   database, so another instance's answer to a 503 would be the same.
 */
export const recommendedBackend = [
  '  balance roundrobin',
  '  option httpchk GET /healthz',
  '  http-check expect status 200',
  '  default-server inter 500ms fall 2 rise 2',
  '  timeout check 3s',
  '  retries 2',
  '  option redispatch 1',
  '  retry-on conn-failure empty-response response-timeout',
  '  http-request disable-l7-retry if !METH_GET !{ req.hdr(idempotency-key) -m found }',
];

/**
 * The drill's configuration: L7 round-robin with connections to the instances kept alive (HAProxy's default)
 * and the recommended backend. Only requests that did not end normally are logged, with their instance and
 * termination state, and every answer names the instance that gave it.
 */
export function haproxyConfig(port: number, backends: number[]): string {
  return [
    'global',
    '  maxconn 4096',
    '  hard-stop-after 5s',
    '  log stderr format raw local0',
    'defaults',
    '  mode http',
    '  log global',
    // Only what did not end normally: what a client may have seen go wrong, and why.
    '  option httplog',
    '  option dontlog-normal',
    '  timeout connect 1s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout http-keep-alive 30s',
    'frontend drill',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    '  http-after-response set-header X-Served-By %s',
    'backend instances',
    ...recommendedBackend,
    ...backends.map((backend, index) => `  server s${index + 1} 127.0.0.1:${backend} check`),
    '',
  ].join('\n');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startBalancer(port: number, backends: number[]): Promise<Balancer> {
  const folder = await mkdtemp(join(tmpdir(), 'celtic-drill-haproxy-'));
  const config = join(folder, 'haproxy.cfg');
  await writeFile(config, haproxyConfig(port, backends));
  // -db: stay in the foreground, so the drill owns the process and its output.
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  const transitions: Transition[] = [];
  // The log: only abnormal requests, so it stays small; other lines (warnings) are kept for a failed start.
  // Health changes carry no time of their own: they are timed as they arrive.
  let partial = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    log += text;
    output = (output + text).slice(-4000);
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const health = /^\[WARNING\].*Server \w+\/(\w+) is (UP|DOWN)/.exec(line);
      if (health?.[1]) {
        transitions.push({
          server: health[1],
          state: health[2] === 'UP' ? 'UP' : 'DOWN',
          at: performance.now(),
        });
      }
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(6000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await rm(folder, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) {
      return {
        url,
        nameOf: (backend) => `s${backends.indexOf(backend) + 1}`,
        output: () => output,
        abnormal: () => parseAbnormal(log),
        transitions: () => [...transitions],
        stop,
      };
    }
    await sleep(200);
  }
  await stop();
  throw new Error(`haproxy did not answer on ${url}:\n${output}`);
}
