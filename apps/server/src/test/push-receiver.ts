/**
 * An in-process push service for tests: https on 127.0.0.1 with a certificate made for the run, so web-push
 * reaches it as it reaches a browser's. It checks each request's VAPID token (RFC 8292) against the server's
 * public key and decrypts its aes128gcm payload (RFC 8291) with the device's private key, as a browser does.
 */
import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { localCertificate } from '@celtic/devstack/tls';
import ece from 'http_ece';

/** A browser's side of a subscription: its keys, and the JSON it would register. */
export interface TestDevice {
  id: string;
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export interface Delivery {
  device: string;
  payload: Record<string, unknown>;
  ttl: number;
  urgency: string | undefined;
  /** RFC 8030's Topic: a push service keeps one undelivered message per topic. */
  topic: string | undefined;
  at: number;
}

/** How the receiver answers a device's request; default 201. */
export type Answer = { status: number; headers?: Record<string, string> };

export interface PushReceiver {
  origin: string;
  cert: string;
  /** Trusts the receiver's certificate: for web-push's `agent` option. */
  agent: Agent;
  deliveries: Delivery[];
  /** Requests refused with their reason (a bad token, a payload that does not decrypt). */
  rejected: string[];
  device(): TestDevice;
  /** The answer to the next requests for a device (each answer used once; then 201 again). */
  answer(device: TestDevice, ...answers: Answer[]): void;
  /** Answers every request this much later (a slow push service), counting it when received. */
  delay(ms: number): void;
  /** The VAPID public key the tokens must be signed with (read when checking, so it may be set late). */
  expectKey(publicKey: string, subject: string): void;
  close(): Promise<void>;
}

function b64(buffer: Buffer): string {
  return buffer.toString('base64url');
}

/** Checks a `vapid t=<jwt>, k=<key>` header; the problem, or null. */
function vapidProblem(
  header: string | undefined,
  audience: string,
  publicKey: string,
  subject: string,
  now: number,
) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return `no VAPID authorization: ${header}`;
  const [, token = '', key = ''] = match;
  if (key !== publicKey) return 'signed with another key';
  const [head = '', body = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) };
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) return 'bad signature';
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') return `alg ${header_.alg}`;
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (claims.aud !== audience) return `aud ${claims.aud}`;
  if (claims.sub !== subject) return `sub ${claims.sub}`;
  // RFC 8292: at most 24 hours ahead.
  if (!claims.exp || claims.exp * 1000 < now || claims.exp * 1000 > now + 24 * 3_600_000)
    return `exp ${claims.exp}`;
  return null;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const { key, cert } = localCertificate();
  const devices = new Map<string, TestDevice>();
  const answers = new Map<string, Answer[]>();
  const deliveries: Delivery[] = [];
  const rejected: string[] = [];
  let expected: { publicKey: string; subject: string } | undefined;
  let origin = '';
  let delayMs = 0;

  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const device = devices.get(id);
      const refuse = (status: number, reason: string) => {
        rejected.push(`${id}: ${reason}`);
        response.writeHead(status).end(reason);
      };
      if (request.method !== 'POST' || !device) return refuse(404, 'no such subscription');
      if (!expected) return refuse(500, 'the test did not say which key to expect');
      const problem = vapidProblem(
        request.headers.authorization,
        origin,
        expected.publicKey,
        expected.subject,
        Date.now(),
      );
      if (problem) return refuse(403, problem);
      if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(400, 'not aes128gcm');
      const queued = answers.get(id)?.shift();
      if (queued && queued.status >= 300) {
        response.writeHead(queued.status, queued.headers).end();
        return;
      }
      let payload: Record<string, unknown>;
      try {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.auth,
        });
        payload = JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
      } catch (error) {
        return refuse(400, `payload: ${String(error)}`);
      }
      deliveries.push({
        device: id,
        payload,
        ttl: Number(request.headers.ttl),
        urgency: request.headers.urgency as string | undefined,
        topic: request.headers.topic as string | undefined,
        at: Date.now(),
      });
      if (delayMs > 0) setTimeout(() => response.writeHead(201).end(), delayMs);
      else response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: true, maxSockets: 64 });

  return {
    origin,
    cert,
    agent,
    deliveries,
    rejected,
    device() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(8).toString('hex');
      const endpoint = `${origin}/push/${id}`;
      const device: TestDevice = {
        id,
        endpoint,
        ecdh,
        auth,
        json: { endpoint, expirationTime: null, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } },
      };
      devices.set(id, device);
      return device;
    },
    answer(device, ...list) {
      answers.set(device.id, [...(answers.get(device.id) ?? []), ...list]);
    },
    delay(ms) {
      delayMs = ms;
    },
    expectKey(publicKey, subject) {
      expected = { publicKey, subject };
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
