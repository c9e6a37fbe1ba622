import { Agent } from 'node:https';
import { defaultPushServiceOrigins } from '@celtic/api';
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
import { type PushPayload, pushDelivery } from './deliver';

export { backoffMs, retryAfterMs } from './deliver';

import webpush from 'web-push';
import { pushMessageOf } from './message';
import { planReminders } from './plan';

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

/**
 * Sends reminders from this instance. Every decision is the database's: each tick plans the reminders that are
 * due (planDueReminders, with planReminders' rules) and then claims and sends due pushes, a batch at a time, until none is left; a push
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

  const deliver = pushDelivery({ subject: options.subject, agent, origins, timeoutMs, now });

  /** Claims one batch and sends it; how many due pushes it took (sent or found out of date). */
  async function sendBatch(keys: VapidKeyPair, report: TickReport): Promise<number> {
    const at = now();
    const { pushes: claimed, expired } = await claimDuePushes(db, { now: at, limit: batchSize, leaseMs });
    report.expired += expired;
    if (claimed.length === 0) return expired;
    // A batch's pushes mostly share a notification (one per kind, sign, language and local date, and for festival
    // and moon notices the zone): its text is made once, from everything pushMessageOf reads.
    const payloads = new Map<string, PushPayload>();
    const payloadOf = (push: ClaimedPush): PushPayload => {
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
        const result = await deliver(push, keys, at, payloadOf(push));
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
          const at = now();
          const planned = await planDueReminders(db, {
            now: at,
            limit: planBatchSize,
            plan: (due) => planReminders(due, at),
          });
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
