/**
 * What `pnpm drill --only abuse` hands each attack: a way to start the built server (NODE_ENV=production,
 * over a fresh PostgreSQL database, trusting the drill's Auth emulator), signed-in accounts, and the verdict
 * list. Every attack is one function of this kit in a file of its own beside this one; it starts the servers
 * it needs (the kit stops them), runs the attack, prints its figures and states its claims.
 */
import type { RunningServer } from '../server';

export interface DrillAccount {
  uid: string;
  /** `Bearer <ID token>`, ready for an Authorization header. */
  bearer: string;
}

export interface AbuseKit {
  /**
   * A built server on a free port over a fresh PostgreSQL database of its own (or `DATABASE_URL` from `env`),
   * with the emulator's host set, rate limits as production has them, and `env` on top. Killed when the drill
   * ends.
   */
  launch(env?: Record<string, string>): Promise<RunningServer & { pid: number; databaseUrl: string }>;
  /** `count` new verified Google accounts on the emulator (signed in to the emulator, not yet to the server). */
  signIn(count: number, prefix: string): Promise<DrillAccount[]>;
  /** Records a verdict and prints it: HOLDS or FAILS, with the figure that decides. */
  claim(text: string, holds: boolean, figure: string): void;
}

export type AbuseDrill = (kit: AbuseKit) => Promise<void>;
