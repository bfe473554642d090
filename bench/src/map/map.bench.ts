import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Browser, chromium, type Page } from 'playwright-core';
import { buildApp } from '../../../apps/server/src/app.js';
import { readConfig } from '../../../apps/server/src/config/config.js';
import { openDatabase } from '../../../apps/server/src/db/database.js';
import { feedPageQuery } from '../../../apps/server/src/modules/feed-items/feed-item.repository.js';
import { aggregatesInBoxQuery } from '../../../apps/server/src/modules/places/geo-aggregate.repository.js';
import { aggregateLevelForZoom } from '../../../apps/server/src/modules/places/place.service.js';
import { benchDatabase } from '../api.bench.js';
import { format, measure } from '../load.js';

const PHOTOGRAPHS = Number(process.env.BENCH_PHOTOGRAPHS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_MAP_SECONDS ?? 4);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const PAN_SECONDS = Number(process.env.BENCH_PAN_SECONDS ?? 6);
const webDist = path.resolve(import.meta.dirname, '../../../apps/web/dist');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Box = [south: number, west: number, north: number, east: number];

/** What a 1280 × 800 map shows at each zoom over the benchmark's Alpine archive. */
const VIEWPORTS: Array<{ name: string; zoom: number; box: Box }> = [
  { name: 'world, zoom 3 (countries)', zoom: 3, box: [-60, -180, 75, 180] },
  { name: 'Alps, zoom 6 (regions)', zoom: 6, box: [42.0, 2.0, 50.0, 20.0] },
  { name: 'around Bozen, zoom 9 (towns)', zoom: 9, box: [45.6, 9.6, 47.4, 13.1] },
  { name: 'Innsbruck, zoom 12 (towns)', zoom: 12, box: [47.16, 11.2, 47.36, 11.6] },
  { name: 'Innsbruck old town, zoom 16 (streets)', zoom: 16, box: [47.262, 11.385, 47.275, 11.41] },
];

function get(base: string, url: string) {
  return async () => {
    const response = await fetch(`${base}${url}`);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    await response.arrayBuffer();
  };
}

type TraceEvent = { name: string; ph: string; ts: number; dur?: number };

/**
 * Runs in the page (plain JavaScript, as the benchmark is compiled without the DOM's types): drags
 * the map with one mouse move per animation frame, changing direction every second.
 */
const PAN_IN_PAGE = `async (durationMs) => {
  const container = document.querySelector('[data-testid="map"]');
  const rect = container.getBoundingClientRect();
  const mouse = (type, target, x, y) =>
    target.dispatchEvent(new MouseEvent(type, { clientX: x, clientY: y, button: 0, buttons: 1, bubbles: true }));
  const directions = [[-5, 0], [0, -4], [5, 0], [0, 4]];
  let frames = 0;
  let drags = 0;
  const start = performance.now();
  while (performance.now() - start < durationMs) {
    const [dx, dy] = directions[drags % directions.length];
    let x = rect.left + rect.width / 2;
    let y = rect.top + rect.height / 2 + 80;
    mouse('mousedown', container, x, y);
    const dragStart = performance.now();
    while (performance.now() - dragStart < 1000) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      x += dx;
      y += dy;
      mouse('mousemove', document, x, y);
      frames++;
    }
    mouse('mouseup', document, x, y);
    drags++;
    // Let go: the map settles and asks for the markers of the new view.
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return { frames, drags, ms: performance.now() - start };
}`;

/**
 * Pans the map for `seconds` the way a finger or mouse does, one move per animation frame (so the
 * frame rate, not the input rate, is the limit), changing direction every second and letting go in
 * between so the map loads markers for the new view, while Chromium records its performance trace.
 * Counts the frames the compositor drew (`DrawFrame`) and the frames the page's own loop saw.
 */
async function measurePanning(page: Page, browser: Browser, seconds: number) {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'benchmark'],
  });
  const started = Date.now();
  const inPage = (await page.evaluate(`(${PAN_IN_PAGE})(${seconds * 1000})`)) as {
    frames: number;
    drags: number;
    ms: number;
  };
  const elapsed = (Date.now() - started) / 1000;
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const drawn = trace.traceEvents.filter((event) => event.name === 'DrawFrame');
  const dropped = trace.traceEvents.filter((event) => event.name === 'DroppedFrame').length;
  const longTasks = trace.traceEvents.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) > 50_000,
  ).length;
  const timestamps = drawn.map((event) => event.ts).sort((a, b) => a - b);
  const span =
    timestamps.length > 1 ? ((timestamps.at(-1) as number) - (timestamps[0] as number)) / 1e6 : elapsed;
  const gaps = timestamps.slice(1).map((ts, index) => (ts - (timestamps[index] as number)) / 1000);
  gaps.sort((a, b) => a - b);
  return {
    fps: drawn.length / span,
    pageFps: inPage.frames / ((inPage.ms - inPage.drags * 150) / 1000),
    frames: drawn.length,
    dropped,
    longTasks,
    p95Gap: gaps[Math.floor(gaps.length * 0.95)] ?? Number.NaN,
    elapsed,
    drags: inPage.drags,
  };
}

export async function runMapBench() {
  console.log(
    `\n## Map at ${PHOTOGRAPHS.toLocaleString('en')} photographs on PostgreSQL (${CONCURRENCY} concurrent, ${SECONDS} s each)\n`,
  );
  const databaseUrl = await benchDatabase();
  const handle = await openDatabase({ databaseUrl, dataDir: '/tmp' });
  // The API benchmark seeds the database; this part only reads it (and adds any new index).
  await handle.migrate();
  // A copy of the web build, so a build running meanwhile cannot pull it away from the browser.
  const servedDist = await mkdtemp(path.join(tmpdir(), 'retropics-bench-web-'));
  const haveWeb = existsSync(path.join(webDist, 'index.html'));
  if (haveWeb) await cp(webDist, servedDist, { recursive: true });
  const config = readConfig({
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/retropics-bench',
    WEB_DIST: servedDist,
  });
  const app = await buildApp({ config, db: handle.db, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONCURRENCY });
  const dialect = new PgDialect();
  const bare = (query: ReturnType<typeof feedPageQuery>) => {
    const compiled = dialect.sqlToQuery(query);
    return async () => {
      await pool.query(compiled.sql, compiled.params as unknown[]);
    };
  };

  console.log(
    'server: /geo_aggregations (counters) and /feed_items?groups[]=map (500 markers) per viewport;',
  );
  console.log('"SQL" is the same query sent bare to PostgreSQL, without HTTP, JSON and compression\n');
  for (const viewport of VIEWPORTS) {
    const box = viewport.box.join(',');
    const [south, west, north, east] = viewport.box;
    const level = aggregateLevelForZoom(viewport.zoom);
    const markersSql = await measure(
      bare(
        feedPageQuery({ box: { south, west, north, east }, onlyMapped: true }, 'rating', {
          page: 1,
          itemsPerPage: 500,
          offset: 0,
        }),
      ),
      { concurrency: CONCURRENCY, seconds: SECONDS },
    );
    const aggregatesSql =
      level === 'street'
        ? null
        : await measure(bare(aggregatesInBoxQuery(level, { south, west, north, east })), {
            concurrency: CONCURRENCY,
            seconds: SECONDS,
          });
    const aggregates = await measure(get(address, `/geo_aggregations/de/${viewport.zoom}/${box}`), {
      concurrency: CONCURRENCY,
      seconds: SECONDS,
    });
    const markers = await measure(
      get(address, `/feed_items?groups[]=map&itemsPerPage=500&page=1&geoBox=${box}&cache=false`),
      { concurrency: CONCURRENCY, seconds: SECONDS },
    );
    console.log(`${viewport.name}`);
    console.log(`  aggregates      ${format(aggregates)}`);
    if (aggregatesSql) console.log(`  aggregates SQL  ${format(aggregatesSql)}`);
    console.log(`  markers         ${format(markers)}`);
    console.log(`  markers SQL     ${format(markersSql)}`);
  }
  await pool.end();
  const filtered = await measure(get(address, '/geo_aggregations/de/9/45.6,9.6,47.4,13.1?text=Kirche'), {
    concurrency: CONCURRENCY,
    seconds: SECONDS,
  });
  console.log(`around Bozen, zoom 9, filtered by text "Kirche"`);
  console.log(`  aggregates      ${format(filtered)}`);
  console.log('  target: aggregates p95 < 50 ms for any viewport\n');

  if (!haveWeb) {
    console.log(`browser panning: skipped, no web build at ${webDist} (npm run build)`);
  } else if (!existsSync('/usr/bin/chromium')) {
    console.log('browser panning: skipped, no Chromium at /usr/bin/chromium');
  } else {
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      headless: true,
    });
    try {
      for (const [label, geo] of [
        ['Alps at zoom 9', '46.5,11.35'],
        ['Innsbruck at zoom 12', '47.26,11.4'],
      ] as const) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        // The map opens at the remembered position; set it to the viewport to measure.
        const zoom = label.endsWith('9') ? 9 : 12;
        await page.goto(`${address}/privacy`);
        await page.evaluate(
          ({ lat, lon, z }) =>
            localStorage.setItem('retropics.mapPosition', JSON.stringify({ lat, lon, zoom: z })),
          { lat: Number(geo.split(',')[0]), lon: Number(geo.split(',')[1]), z: zoom },
        );
        await page.goto(`${address}/map`);
        await page.locator('[data-testid="map"][data-ready="true"]').waitFor();
        await page.locator('.leaflet-marker-icon').first().waitFor({ timeout: 30_000 });
        await page.waitForTimeout(1500);
        const markers = await page.locator('.leaflet-marker-icon').count();
        const result = await measurePanning(page, browser, PAN_SECONDS);
        const after = await page.locator('.leaflet-marker-icon').count();
        console.log(
          `browser panning, ${label} (1280 × 800, Chromium --disable-gpu, ${result.drags} drags in ${result.elapsed.toFixed(1)} s)`,
        );
        console.log(
          `  ${result.fps.toFixed(1)} frames/s drawn by the compositor (trace: ${result.frames} DrawFrame, ${result.dropped} DroppedFrame, ` +
            `p95 gap ${result.p95Gap.toFixed(1)} ms, ${result.longTasks} tasks over 50 ms); ${result.pageFps.toFixed(1)} frames/s seen by the page while dragging`,
        );
        console.log(
          `  markers in the DOM: ${markers} before, ${after} after   target: 60 frames/s, ≤ 500 markers`,
        );
        await context.close();
      }
    } finally {
      await browser.close();
    }
  }
  await app.close();
  await handle.close();
  await rm(servedDist, { recursive: true, force: true });
}
