import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each test file opens its own in-memory PGlite (WASM), which takes a few seconds on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
