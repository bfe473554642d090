import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.js';
import { readConfig } from '../../apps/server/src/config/config.js';
import { openDatabase, queryRows } from '../../apps/server/src/db/database.js';
import {
  feedCountQuery,
  feedPageQuery,
} from '../../apps/server/src/modules/feed-items/feed-item.repository.js';
import { aggregatesInBoxQuery } from '../../apps/server/src/modules/places/geo-aggregate.repository.js';
import { seedScaleArchive } from '../../apps/server/src/seed/scale-archive.seed.js';
import { format, measure } from './load.js';

const PHOTOGRAPHS = Number(process.env.BENCH_PHOTOGRAPHS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A database of its own, kept between runs: seeding a million photographs takes minutes, so it is done once. */
export async function benchDatabase() {
  const name = `retropics_bench_${PHOTOGRAPHS}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function runApiBench() {
  console.log(
    `\n## API at ${PHOTOGRAPHS.toLocaleString('en')} photographs on PostgreSQL (${CONCURRENCY} concurrent, ${SECONDS} s each)\n`,
  );
  const databaseUrl = await benchDatabase();
  const handle = await openDatabase({ databaseUrl, dataDir: '/tmp' });
  await handle.migrate();
  const [row] = await queryRows<{ n: number }>(
    handle.db,
    (await import('drizzle-orm')).sql`select count(*)::int as n from photographs`,
  );
  if (Number(row?.n ?? 0) < PHOTOGRAPHS) {
    console.log(
      `seeding ${PHOTOGRAPHS.toLocaleString('en')} synthetic photographs (once; kept for the next run)…`,
    );
    await seedScaleArchive(handle.db, {
      photographs: PHOTOGRAPHS - Number(row?.n ?? 0),
      log: (line) => console.log(`  ${line}`),
    });
  }
  const config = readConfig({
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/retropics-bench',
  });
  const app = await buildApp({ config, db: handle.db, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONCURRENCY });
  const dialect = new PgDialect();
  const bare = (...queries: ReturnType<typeof feedPageQuery>[]) => {
    const compiled = queries.map((query) => dialect.sqlToQuery(query));
    return async () => {
      await Promise.all(compiled.map((q) => pool.query(q.sql, q.params as unknown[])));
    };
  };
  const http = (path: string) => async () => {
    const response = await fetch(`${address}${path}`);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
  };

  const page = { page: 1, itemsPerPage: 100, offset: 0 };
  // A search people make: a kind of building in the town with the most photographs.
  const [town] = await queryRows<{ name: string }>(
    handle.db,
    sql`select p.name from photographs ph join places p on p.id = ph.place_id group by p.name order by count(*) desc limit 1`,
  );
  const searchText = `Bahnhof ${town?.name ?? 'Innsbruck'}`;
  // What a 1280 × 800 map shows at zoom 9 around Bozen.
  const zoom9 = { south: 45.6, west: 9.6, north: 47.4, east: 13.1 };
  const alps = { south: 44.0, west: 5.0, north: 48.5, east: 16.5 };
  const scenarios = [
    {
      name: 'feed, first page (100 items)',
      api: http('/feed_items?showInFeed=true&order[computedRating]=DESC&itemsPerPage=100&page=1'),
      bare: bare(feedPageQuery({ showInFeed: true }, 'rating', page), feedCountQuery({ showInFeed: true })),
    },
    {
      name: `text search "${searchText}"`,
      api: http(`/feed_items?text=${encodeURIComponent(searchText)}&itemsPerPage=100&page=1`),
      bare: bare(
        feedPageQuery({ text: searchText }, 'relevance', page),
        feedCountQuery({ text: searchText }),
      ),
    },
    {
      name: 'geo aggregations, Alps at zoom 7',
      api: http(`/geo_aggregations/de/7/${alps.south},${alps.west},${alps.north},${alps.east}`),
      bare: bare(aggregatesInBoxQuery('region', alps)),
    },
    {
      name: 'geo aggregations, around Bozen at zoom 9',
      api: http(`/geo_aggregations/de/9/${zoom9.south},${zoom9.west},${zoom9.north},${zoom9.east}`),
      bare: bare(aggregatesInBoxQuery('locality', zoom9)),
    },
  ];
  for (const scenario of scenarios) {
    const bareFigures = await measure(scenario.bare, { concurrency: CONCURRENCY, seconds: SECONDS });
    const apiFigures = await measure(scenario.api, { concurrency: CONCURRENCY, seconds: SECONDS });
    console.log(`${scenario.name}`);
    console.log(`  API   ${format(apiFigures)}`);
    console.log(`  bare  ${format(bareFigures)}`);
    console.log(
      `  API / bare p95: ${(apiFigures.p95 / bareFigures.p95).toFixed(2)}×   target: API p95 < 50 ms and within 2× of bare\n`,
    );
  }
  await pool.end();
  await app.close();
  await handle.close();
}
