import { Agent } from 'node:https';
import { checkedPushEndpoint, defaultPushServiceOrigins, pushKeysProblem, Refusal } from '@celtic/api';
import {
  type ClaimedPush,
  claimDuePushes,
  type Database,
  ensureVapidKeys,
  type PushResult,
  planDueReminders,
  pruneFinishedPushes,
  recordPushResults,
  type VapidKeyPair,
} from '@celtic/db';
import webpush from 'web-push';
import { pushMessageOf } from './message';
import { postPush } from './post';

/** Where the sender reports; the server's logger. */
export interface SenderLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface PushSenderOptions {
  db: Database;
  /** VAPID_SUBJECT. */
  subject: string;
  log: SenderLog;
  /** The clock every decision reads; tests move it by hand. */
  now?: () => Date;
  /** Between ticks (a tick also runs at start). */
  intervalMs?: number;
  /** Pushes claimed at once; every one of a batch is in flight together. */
  batchSize?: number;
  /** Batches in flight at once. */
  parallelBatches?: number;
  /** How long a claimed push is this instance's: past it, another instance sends it. Longer than `timeoutMs`. */
  leaseMs?: number;
  /** A push service that has not answered by then counts as failed (and is retried). */
  timeoutMs?: number;
  /** An https agent for the push services (tests pass one trusting their receiver's certificate). */
  agent?: Agent;
  /** PUSH_SERVICE_ORIGINS, checked again at every send: a stored endpoint that no longer passes is deleted. */
  pushServiceOrigins?: readonly string[];
  /** The VAPID pair from the environment (production); without it, the pair kept in the database. */
  vapidKeys?: VapidKeyPair;
}

/** Results recorded per statement while a batch is in flight. */
const recordEvery = 20;
/** Settings planned per transaction. */
const planBatchSize = 1000;

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

/**
 * Sends reminders from this instance. Every decision is the database's: each tick plans the reminders that are
 * due (planDueReminders) and then claims and sends due pushes, a batch at a time, until none is left; a push
 * another instance claimed is not seen here. Ticks never overlap in one instance.
 */
export function createPushSender(options: PushSenderOptions) {
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? 5_000;
  const batchSize = options.batchSize ?? 100;
  const parallelBatches = options.parallelBatches ?? 4;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const leaseMs = options.leaseMs ?? 30_000;
  if (leaseMs <= timeoutMs * 2) throw new Error('leaseMs must be more than twice timeoutMs');
  const { db, log } = options;
  const origins = options.pushServiceOrigins ?? defaultPushServiceOrigins;
  // Kept-alive connections, a bounded number per push service: a burst of reminders reuses them rather than
  // opening one per push (a push waiting for a connection is not yet timed).
  const agent = options.agent ?? new Agent({ keepAlive: true, maxSockets: 64 });
  let running: Promise<TickReport> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let lastPrune = 0;

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
      options.subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      Math.floor(wall / 1000) + 12 * 3600,
    );
    if (tokens.size > 1000) tokens.clear();
    tokens.set(key, { authorization: Authorization, until: wall + 3_600_000 });
    return Authorization;
  }

  /** A notification as sent: its text, encrypted anew for each device, and its tag (also the push's Topic). */
  interface Payload {
    plaintext: Buffer;
    tag: string;
  }

  async function sendOne(
    push: ClaimedPush,
    keys: VapidKeyPair,
    at: Date,
    payload: Payload,
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

  /** Claims one batch and sends it; how many due pushes it took (sent or found out of date). */
  async function sendBatch(keys: VapidKeyPair, report: TickReport): Promise<number> {
    const at = now();
    const { pushes: claimed, expired } = await claimDuePushes(db, { now: at, limit: batchSize, leaseMs });
    report.expired += expired;
    if (claimed.length === 0) return expired;
    // A batch's pushes mostly share a notification (one per kind, sign, language and local date, and for festival
    // and moon notices the zone): its text is made once, from everything pushMessageOf reads.
    const payloads = new Map<string, Payload>();
    const payloadOf = (push: ClaimedPush): Payload => {
      const key = `${push.kind} ${push.sign} ${push.locale} ${push.localDate} ${push.timeZone}`;
      let payload = payloads.get(key);
      if (payload === undefined) {
        const message = pushMessageOf(push, at);
        payload = { plaintext: Buffer.from(JSON.stringify(message)), tag: message.tag };
        payloads.set(key, payload);
      }
      return payload;
    };
    // Results are recorded a few at a time as they come, not when the slowest of the batch answers: what was sent
    // and not yet recorded is what a killed instance's successor sends again.
    let pending: PushResult[] = [];
    const flush = async () => {
      const results = pending;
      pending = [];
      if (results.length > 0) await recordPushResults(db, { now: now(), results });
      for (const result of results) report[result.outcome ?? 'retry'] += 1;
    };
    await Promise.all(
      claimed.map(async (push) => {
        // Awaited first: `pending.push(await …)` would push into the array a flush meanwhile took away.
        const result = await sendOne(push, keys, at, payloadOf(push));
        pending.push(result);
        if (pending.length >= recordEvery) await flush();
      }),
    );
    await flush();
    return claimed.length + expired;
  }

  async function runTick(): Promise<TickReport> {
    const report: TickReport = { planned: 0, sent: 0, gone: 0, failed: 0, expired: 0, retry: 0 };
    // The environment's pair (production), else read at every tick: a pair rotated in the database is used at
    // once by every instance.
    const keys = options.vapidKeys ?? (await ensureServerVapidKeys(db));
    // Planning and sending overlap: each planned batch, once committed, can be claimed while the next is planned,
    // so a burst of reminders due in one minute starts going out at once rather than after all are planned.
    let planning = true;
    let wake = () => {};
    let nextPlanned = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const plan = async () => {
      try {
        while (!stopped) {
          const planned = await planDueReminders(db, { now: now(), limit: planBatchSize });
          report.planned += planned;
          if (planned === 0) break;
          const woken = wake;
          nextPlanned = new Promise<void>((resolve) => {
            wake = resolve;
          });
          woken();
        }
      } finally {
        planning = false;
        wake();
      }
    };
    const worker = async () => {
      while (!stopped) {
        // Noted before claiming: a batch planned meanwhile, or the end of planning, wakes this worker.
        const planned = nextPlanned;
        const stillPlanning = planning;
        if ((await sendBatch(keys, report)) > 0) continue;
        if (!stillPlanning) return;
        await planned;
      }
    };
    // Settled all before the tick ends, so no worker of this tick still runs when the next starts.
    const settled = await Promise.allSettled([plan(), ...Array.from({ length: parallelBatches }, worker)]);
    for (const outcome of settled) if (outcome.status === 'rejected') throw outcome.reason;
    if (now().getTime() - lastPrune > 3_600_000) {
      lastPrune = now().getTime();
      // Kept two days: a planned date's row is what stops it being planned again.
      await pruneFinishedPushes(db, new Date(now().getTime() - 2 * 86_400_000));
    }
    return report;
  }

  /** One tick now (or the one running): plan what is due, send until nothing due is left. */
  function tick(): Promise<TickReport> {
    if (!running) {
      running = runTick().finally(() => {
        running = undefined;
      });
    }
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(async () => {
      try {
        const report = await tick();
        if (report.planned + report.sent + report.retry + report.gone + report.failed + report.expired > 0)
          log.info({ push: report }, 'reminders sent');
      } catch (error) {
        log.error({ err: error }, 'sending reminders failed; trying again at the next tick');
      }
      schedule();
    }, intervalMs);
    timer.unref();
  }

  return {
    tick,
    /** Ticks now and every `intervalMs` until stop(). */
    start() {
      stopped = false;
      tick().catch((error) => log.error({ err: error }, 'sending reminders failed at start'));
      schedule();
    },
    /** No new batch starts; resolves when the running one is recorded. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
      if (!options.agent) agent.destroy();
    },
  };
}

export type PushSender = ReturnType<typeof createPushSender>;

/** What a tick did: settings planned, and how each push sent ended (`retry`: tried again later). */
export interface TickReport {
  planned: number;
  sent: number;
  gone: number;
  failed: number;
  expired: number;
  retry: number;
}

/** The key pair every instance signs with: made by the first instance to start, read by the others. */
export function ensureServerVapidKeys(db: Database): Promise<VapidKeyPair> {
  return ensureVapidKeys(db, () => webpush.generateVAPIDKeys());
}
