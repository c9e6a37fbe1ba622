import type { TestProject } from 'vitest/node';
import { defaultEmulatorHost, startEmulator } from '../../scripts/emulator.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the running Firebase Auth emulator. */
    emulatorHost: string;
  }
}

/** One Auth emulator for the whole run (reusing one already up), stopped afterwards if we started it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulator = await startEmulator({ host: defaultEmulatorHost });
  project.provide('emulatorHost', emulator.host);
  return emulator.stop;
}
