import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverPaths } from '../config/config.js';

/** Both drivers speak the same PostgreSQL dialect; code above this file never asks which one it has. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Opens the embedded database (PGlite in `dataDir/db`) unless a PostgreSQL URL is given.
 * `memory://` keeps a PGlite database in memory, for tests.
 */
export async function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }) {
  const { databaseUrl, dataDir } = options;
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, a dropped test database) must not
    // crash the process: the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzleNodePostgres(pool);
    const handle: DatabaseHandle = {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePostgres(db, { migrationsFolder: serverPaths.migrations }),
      close: () => pool.end(),
    };
    return handle;
  }
  let location: string | undefined;
  if (databaseUrl !== 'memory://') {
    location = path.join(dataDir, 'db');
    await mkdir(location, { recursive: true });
  }
  const client = await PGlite.create(location, { extensions: { pg_trgm } });
  const db = drizzlePglite(client);
  const handle: DatabaseHandle = {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: serverPaths.migrations }),
    close: () => client.close(),
  };
  return handle;
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
