import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Whether a test file opens a database: through the test apps or the database module itself. */
function reachesDatabase(file: string): boolean {
  return /\/(api-)?test-app\.js'|\/db\/database\.js'/.test(readFileSync(path.join(root, file), 'utf8'));
}

/**
 * The PostgreSQL pass (TEST_DATABASE_URL set) runs only the files that reach a database: the
 * others (image matching, geometry, storage) already ran in the PGlite pass, and the alignment
 * tests alone take most of a minute.
 */
function databaseTestFiles(): string[] {
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join('src', file))
    .filter((file) => file.endsWith('.test.ts') && reachesDatabase(file));
}

export default defineConfig({
  test: {
    include: process.env.TEST_DATABASE_URL ? databaseTestFiles() : ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // Each file boots its own app and database; two at a time fit the two cores.
    pool: 'forks',
    maxWorkers: 2,
  },
});
