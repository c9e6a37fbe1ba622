import type { Agent } from 'node:https';
import { checkedPushEndpoint, pushKeysProblem, Refusal } from '@celtic/api';
import type { ClaimedPush, PushResult, VapidKeyPair } from '@celtic/db';
import webpush from 'web-push';
import { postPush } from './post';

/** How long to wait before trying a push again after its `attempts`-th failure: doubling, at most 10 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(10 * 60_000, 5_000 * 2 ** Math.max(0, attempts - 1));
}

/** Retry-After as milliseconds from `now`: seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now: Date): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

interface WebPushFailure {
  statusCode?: number;
  headers?: Record<string, string | string[] | undefined>;
  body?: string;
  message?: string;
}

/** What a failed send means for its push. */
export function resultOfFailure(push: ClaimedPush, error: unknown, now: Date): PushResult {
  const failure = (error ?? {}) as WebPushFailure;
  const status = failure.statusCode;
  const detail = status
    ? `${status}${failure.body ? `: ${String(failure.body).slice(0, 200)}` : ''}`
    : String(failure.message ?? error).slice(0, 200);
  if (status === 404 || status === 410) {
    return { id: push.id, outcome: 'gone', subscriptionId: push.subscriptionId, error: detail };
  }
  // Throttled, the service's own trouble, or no answer: try again later, never sooner than it asked.
  if (status === undefined || status === 429 || status >= 500) {
    const wait = Math.max(backoffMs(push.attempts), retryAfterMs(failure.headers?.['retry-after'], now) ?? 0);
    return { id: push.id, outcome: null, retryAt: new Date(now.getTime() + wait), error: detail };
  }
  // Any other refusal (400, 403 a key the subscription was not made with, 413) will not change by waiting.
  return { id: push.id, outcome: 'failed', error: detail };
}

/** A notification as sent: its text, encrypted anew for each device, and its tag (also the push's Topic). */
export interface PushPayload {
  plaintext: Buffer;
  tag: string;
}

/**
 * Sends one push to its device: `(push, keys, at, payload)` → its result, never throwing for the push service's
 * answer. What the sender hands over: the kept-alive `agent`, the origins an endpoint must be on, the timeout.
 */
export function pushDelivery(options: {
  subject: string;
  agent: Agent;
  origins: readonly string[];
  timeoutMs: number;
  now: () => Date;
}) {
  const { subject, agent, origins, timeoutMs, now } = options;
  // A VAPID token per push service, signed once and reused for an hour (it is valid for 12): signing one per push
  // cost as much as encrypting it. Keyed by the public key too, so a rotated pair signs anew at once.
  const tokens = new Map<string, { authorization: string; until: number }>();
  // Push services check a token's expiry against the real time, whatever clock schedules the reminders.
  function authorizationFor(audience: string, keys: VapidKeyPair): string {
    const key = `${keys.publicKey} ${audience}`;
    const wall = Date.now();
    const cached = tokens.get(key);
    if (cached && cached.until > wall) return cached.authorization;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      Math.floor(wall / 1000) + 12 * 3600,
    );
    if (tokens.size > 1000) tokens.clear();
    tokens.set(key, { authorization: Authorization, until: wall + 3_600_000 });
    return Authorization;
  }

  async function sendOne(
    push: ClaimedPush,
    keys: VapidKeyPair,
    at: Date,
    payload: PushPayload,
  ): Promise<PushResult> {
    // Checked again as sent: a row saved before a rule was tightened, or written by hand, is never sent.
    const url = checkedPushEndpoint(push.endpoint, origins);
    if (url instanceof Refusal) {
      return { id: push.id, outcome: 'gone', subscriptionId: push.subscriptionId, error: url.message };
    }
    // Seconds the push service may hold it for an offline device: until the reminder is out of date.
    const ttl = Math.max(0, Math.floor((Date.parse(push.expiresAt) - at.getTime()) / 1000));
    try {
      // web-push encrypts the text anew for this device (RFC 8291); postPush sends it to the checked URL on one of
      // the agent's kept-alive connections. The VAPID token is ours, signed once per push service (nothing here
      // calls setVapidDetails, so the library adds no token of its own).
      await postPush(
        url,
        { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
        payload.plaintext,
        {
          headers: { Authorization: authorizationFor(url.origin, keys) },
          contentEncoding: 'aes128gcm',
          TTL: ttl,
          urgency: push.kind === 'test' ? 'high' : 'normal',
          // The push service keeps one undelivered message per topic: a repeat (after an instance died between
          // sending and recording) replaces the first rather than reaching the device twice.
          topic: payload.tag,
          agent,
          timeout: timeoutMs,
        },
      );
      return { id: push.id, outcome: 'sent' };
    } catch (error) {
      // Keys no message can be encrypted to will not change by waiting.
      const keysProblem = error instanceof webpush.WebPushError ? undefined : pushKeysProblem(push);
      if (keysProblem) return { id: push.id, outcome: 'failed', error: keysProblem };
      return resultOfFailure(push, error, now());
    }
  }

  return sendOne;
}
