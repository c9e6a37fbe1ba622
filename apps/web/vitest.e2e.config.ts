import { defineConfig } from 'vitest/config';

// Browser tests against the real stack (see e2e/README.md). One file at a time: each drives a Chromium, and
// the machine may have two cores.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    setupFiles: ['e2e/setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    // expect.poll gives up after 1 s by default: on a busy machine a service worker or a background sync can
    // take longer. The same bound as the pages' own waits (browser.ts).
    expect: { poll: { timeout: 15_000 } },
  },
});
