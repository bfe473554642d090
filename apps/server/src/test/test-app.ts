import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { readConfig } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { seedDemoArchive } from '../seed/demo-archive.seed.js';

/**
 * Which database the API tests run on: PGlite in memory by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL (npm test runs the suite once for each).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

async function freshPostgresDatabase(url: string) {
  const name = `retropics_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A real app over a fresh, migrated database holding the demo archive. `environment` adds settings
 * as the environment would (e.g. SMTP_URL, OAuth endpoints of a local test provider).
 */
export async function createTestApp(
  options: { seed?: boolean; environment?: NodeJS.ProcessEnv; onRoute?: (route: RouteOptions) => void } = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'retropics-test-'));
  const postgres = serverUrl ? await freshPostgresDatabase(serverUrl) : null;
  const config = readConfig({
    // Suites sign in far more often than people do; the rate-limit tests set their own limits.
    AUTH_RATE_LIMIT_PER_ADDRESS: '10000',
    AUTH_RATE_LIMIT_PER_IP: '10000',
    // Face detection takes seconds a picture: only the tests of faces turn it on.
    FACE_DETECTION: 'off',
    // Likewise the RetroSnap alignment (about a second a pair): only the alignment tests turn it on.
    ALIGNMENT: 'off',
    ...options.environment,
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url,
    LOG_LEVEL: 'silent',
  });
  const handle = await openDatabase({ databaseUrl: postgres?.url ?? 'memory://', dataDir });
  await handle.migrate();
  if (options.seed !== false) await seedDemoArchive(handle.db, { mediaDir: config.mediaDir });
  const app = await buildApp({ config, db: handle.db, logger: false, onRoute: options.onRoute });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    close: async () => {
      await app.close();
      await handle.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
