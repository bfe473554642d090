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
    // expect.poll waits for what a person would wait for (a list to load, a render after a route
    // change): a second, vitest's default, is too short while the server's background work
    // (tile pyramids, face detection, alignment) shares the two cores with Chromium.
    expect: { poll: { timeout: 10_000 } },
  },
});
