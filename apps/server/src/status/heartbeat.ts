/**
 * The instance's heartbeat: `recordHeartbeat` (@celtic/db) now and every 20 seconds, so every minute this
 * instance runs with its database reachable is counted as up on the status page, whichever instance writes it.
 * A failed beat is a minute that may go uncounted (the database did not answer); it is logged once, and again
 * when beats succeed once more.
 */
import { type Database, recordHeartbeat } from '@celtic/db';
import type { FastifyBaseLogger } from 'fastify';

/** Three beats a minute: a minute is counted even when a timer fires late, or one beat fails. */
export const heartbeatIntervalMs = 20_000;

export interface Heartbeat {
  /** No new beat starts; resolves when the one under way has ended. */
  stop(): Promise<void>;
}

export function startHeartbeat(options: {
  db: Database;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  intervalMs?: number;
}): Heartbeat {
  const { db, log } = options;
  let failing = false;
  let beating: Promise<void> | undefined;
  const beat = () => {
    beating ??= recordHeartbeat(db)
      .then(
        () => {
          if (failing) log.info('heartbeat: written again');
          failing = false;
        },
        (error: unknown) => {
          if (!failing)
            log.warn(
              { err: error },
              'heartbeat: the database did not take it; this minute may count as down',
            );
          failing = true;
        },
      )
      .finally(() => {
        beating = undefined;
      });
  };
  beat();
  const timer = setInterval(beat, options.intervalMs ?? heartbeatIntervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await beating;
    },
  };
}
