/**
 * Stopping the built server as an orchestrator does, with SIGTERM, while 60 requests are in flight: half on
 * kept-alive connections that had answered before, half on new connections the server has not accepted yet,
 * some of them database writes. Every one of them is answered; /healthz answers 503 from the signal on, while
 * the grace period lets a load balancer notice; the process exits 0.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { type Agent, Agent as HttpAgent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, ensureBuiltServer, startBuiltServer } from './test/built-server';
import { emulatorHost, type SignedIn, signIn, uniqueEmail } from './test/helpers';

interface Outcome {
  /** HTTP status, or 0 without an answer. */
  status: number;
  /** The error's code without an answer (ECONNRESET, ECONNREFUSED, …). */
  error?: string;
  connection?: string;
  body: string;
  /** performance.now() when the answer ended. */
  at: number;
}

interface Sent {
  /** Resolves once the whole request was handed to the operating system: it has reached the server. */
  flushed: Promise<void>;
  outcome: Promise<Outcome>;
}

function send(
  url: string,
  options: { agent: Agent | false; method?: string; headers?: Record<string, string>; body?: string },
): Sent {
  let flushed: () => void = () => {};
  const flushedPromise = new Promise<void>((resolve) => {
    flushed = resolve;
  });
  const outcome = new Promise<Outcome>((resolve) => {
    const request = httpRequest(
      url,
      { agent: options.agent, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body,
            at: performance.now(),
          }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ status: 0, error: error.code ?? error.message, body, at: performance.now() }),
        );
      },
    );
    request.on('finish', () => flushed());
    request.on('error', (error: NodeJS.ErrnoException) => {
      flushed();
      resolve({ status: 0, error: error.code ?? error.message, body: '', at: performance.now() });
    });
    request.end(options.body);
  });
  return { flushed: flushedPromise, outcome };
}

const inFlight = 60;
let user: SignedIn;
let dataDirs: string[] = [];

beforeAll(async () => {
  ensureBuiltServer();
  user = await signIn({ email: uniqueEmail('shutdown'), name: 'Shutdown' });
}, 120_000);

afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  dataDirs = [];
});

async function start(graceMs: number): Promise<BuiltServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'celtic-shutdown-'));
  dataDirs.push(dataDir);
  return startBuiltServer(`grace ${graceMs} ms`, {
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://celtic.example',
    VAPID_SUBJECT: 'mailto:ops@example.com',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    FIREBASE_PROJECT_ID: 'demo-celtic-zodiac',
    EMBEDDED_DATABASE: '1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent-web-dist',
    SHUTDOWN_GRACE_MS: String(graceMs),
  });
}

/**
 * Sends the 60 requests and resolves once every one of them has reached the server: a third are a day's 13
 * readings the server has not made yet (made and stored on the way), a third save a reading, a third are the
 * signs (a stored answer, served before Fastify).
 */
async function sendInFlight(
  server: BuiltServer,
  keptAlive: Agent,
  round: string,
): Promise<Promise<Outcome>[]> {
  // Each kept-alive connection answers once first, so that it is idle when its next request arrives.
  const warm = Array.from(
    { length: inFlight / 2 },
    () => send(`${server.url}/api/signs/by-date?month=3&day=1`, { agent: keptAlive }).outcome,
  );
  expect((await Promise.all(warm)).map((outcome) => outcome.status)).toEqual(warm.map(() => 200));
  const sent = Array.from({ length: inFlight }, (_, index) => {
    const agent = index % 2 === 0 ? keptAlive : false;
    if (index % 3 === 0) return send(`${server.url}/api/signs`, { agent });
    if (index % 3 === 1) {
      const day = new Date(Date.UTC(2021, 0, 1 + index)).toISOString().slice(0, 10);
      return send(`${server.url}/api/horoscope/daily/all?date=${day}`, { agent });
    }
    return send(`${server.url}/api/readings`, {
      agent,
      method: 'POST',
      headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: `in flight ${round} ${index}`, zodiacSign: 'Wolf' }),
    });
  });
  await Promise.all(sent.map((request) => request.flushed));
  return sent.map((request) => request.outcome);
}

const statusesOf = (outcomes: Outcome[]) =>
  outcomes.map((outcome) => outcome.status || outcome.error).map((status) => String(status));
const expected = Array.from({ length: inFlight }, () => '200');

describe('SIGTERM with requests in flight (built server)', () => {
  it('answers 503 on /healthz at once, keeps serving for the grace period, then answers every request in flight and exits 0', async () => {
    const graceMs = 1500;
    const server = await start(graceMs);
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    const keptAlive = new HttpAgent({ keepAlive: true, maxSockets: inFlight / 2 });
    try {
      const outcomes = await sendInFlight(server, keptAlive, 'grace');
      const signalledAt = performance.now();
      server.child.kill('SIGTERM');

      const health = await send(`${server.url}/healthz`, { agent: false }).outcome;
      expect(health.status, health.error).toBe(503);
      expect(JSON.parse(health.body)).toEqual({ status: 'stopping' });

      // Within the grace period a new request is still served, on a connection that then closes.
      await new Promise((resolve) => setTimeout(resolve, graceMs / 3));
      const during = await send(`${server.url}/api/signs/by-date?month=7&day=10`, { agent: false }).outcome;
      expect(during.status, during.error).toBe(200);
      expect(during.connection).toBe('close');
      const healthLater = await send(`${server.url}/healthz`, { agent: false }).outcome;
      expect(healthLater.status).toBe(503);

      const answers = await Promise.all(outcomes);
      expect(statusesOf(answers)).toEqual(expected);
      // Most were still in flight at the signal, or the test would prove little.
      expect(answers.filter((answer) => answer.at > signalledAt).length).toBeGreaterThan(inFlight / 2);

      expect(await exited).toBe(0);
      expect(performance.now() - signalledAt).toBeGreaterThanOrEqual(graceMs);
      const after = await send(`${server.url}/healthz`, { agent: false }).outcome;
      expect(after.error).toBe('ECONNREFUSED');
    } finally {
      keptAlive.destroy();
      await server.stop();
    }
  }, 90_000);

  it('without a grace period (the local default) still answers every request that reached it before the signal', async () => {
    const server = await start(0);
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    const keptAlive = new HttpAgent({ keepAlive: true, maxSockets: inFlight / 2 });
    try {
      const outcomes = await sendInFlight(server, keptAlive, 'no grace');
      server.child.kill('SIGTERM');
      expect(statusesOf(await Promise.all(outcomes))).toEqual(expected);
      expect(await exited).toBe(0);
    } finally {
      keptAlive.destroy();
      await server.stop();
    }
  }, 90_000);
});
