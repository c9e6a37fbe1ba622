import { freePort, startEmulator } from '@celtic/devstack/emulator';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the running Firebase Auth emulator. */
    emulatorHost: string;
  }
}

/**
 * One Auth emulator for the whole run, stopped afterwards. An emulator named by FIREBASE_AUTH_EMULATOR_HOST is
 * used as is; otherwise the run starts its own on a free port: the shared 127.0.0.1:9099 may belong to someone's
 * `pnpm start`, which could stop it mid-run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${await freePort()}`;
  const emulator = await startEmulator({ host });
  project.provide('emulatorHost', emulator.host);
  return emulator.stop;
}
