/**
 * `pnpm drill --only abuse`: every attack of apps/bench/drill/abuse/ against the built server as production
 * runs it. Each server an attack launches gets a fresh PostgreSQL database of its own (dropped afterwards) and
 * production's rate limits (the other phases turn them off to play many clients from one machine).
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { RunningServer } from '../server';
import type { AbuseDrill, AbuseKit, DrillAccount } from './kit';

export interface AbuseRun {
  adminUrl: string;
  emulatorHost: string;
  drills: { name: string; drill: AbuseDrill }[];
  launch(env: Record<string, string>): Promise<RunningServer>;
  signIn(count: number, prefix: string): Promise<DrillAccount[]>;
  claim: AbuseKit['claim'];
  cleanup(undo: () => Promise<unknown>): void;
}

export async function runAbuse(run: AbuseRun): Promise<void> {
  const admin = postgres(run.adminUrl, { max: 1, onnotice: () => {} });
  run.cleanup(() => admin.end({ timeout: 5 }));
  const kit: AbuseKit = {
    async launch(env = {}) {
      let databaseUrl = env.DATABASE_URL;
      if (!databaseUrl) {
        const database = `celtic_abuse_${randomBytes(4).toString('hex')}`;
        await admin.unsafe(`create database ${database}`);
        run.cleanup(() => admin.unsafe(`drop database if exists ${database} with (force)`));
        const url = new URL(run.adminUrl);
        url.pathname = `/${database}`;
        databaseUrl = url.toString();
      }
      const server = await run.launch({
        FIREBASE_AUTH_EMULATOR_HOST: run.emulatorHost,
        // Empty: the server's own defaults, as in production.
        RATE_LIMIT_PER_IP: '',
        RATE_LIMIT_PER_USER: '',
        ...env,
        DATABASE_URL: databaseUrl,
      });
      const pid = server.child.pid;
      if (pid === undefined) throw new Error('the server has no pid');
      return { ...server, pid, databaseUrl };
    },
    signIn: run.signIn,
    claim: run.claim,
  };
  for (const { name, drill } of run.drills) {
    console.log(`\n[abuse: ${name}]`);
    await drill(kit);
  }
}
