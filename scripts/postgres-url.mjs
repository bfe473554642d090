// Prints the PostgreSQL URL the API tests should also run against, or nothing when no server answers:
// DATABASE_URL when set, else the local server on 127.0.0.1:5432 if one is reachable.
import pg from 'pg';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query('select 1');
  process.stdout.write(url);
} catch {
  // No server: the PostgreSQL run is skipped and npm test says so.
} finally {
  await client.end().catch(() => {});
}
