import { defineConfig } from 'vitest/config';

// Only the unit tests beside the sources; dist/ holds compiled copies that must not run twice.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
  },
});
