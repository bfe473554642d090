import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // Each file boots its own app and database; two at a time fit the two cores.
    pool: 'forks',
    maxWorkers: 2,
  },
});
