import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Opening PGlite (WASM) or creating a PostgreSQL database takes a few seconds on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // The files share no mutable state and mock nothing; reusing one worker's modules saves loading and
    // compiling PGlite's WASM once per file, a large share of the suite's CPU time.
    isolate: false,
    globalSetup: ['./src/test/global-setup.ts'],
  },
});
