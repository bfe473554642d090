import { defineConfig } from 'vitest/config';

// One server and one Chromium at a time: the files run one after the other so that the suite
// stays predictable on a 2-core machine.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    reporters: ['default'],
    // A browser test that fails once on a loaded machine gets one more try; the reporter still
    // prints the first failure, so flaky tests stay visible instead of silently passing.
    retry: 1,
  },
});
