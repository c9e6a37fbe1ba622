import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./src/test/global-setup.ts'],
    // Opening PGlite or creating a PostgreSQL database takes a few seconds on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
