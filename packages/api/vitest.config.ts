import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Each test file opens its own in-memory PGlite (WASM): a few seconds alone, far more on a loaded machine.
    hookTimeout: 180_000,
    testTimeout: 30_000,
  },
});
