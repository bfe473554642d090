import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { buildApp } from '../../../apps/server/src/app.js';
import { readConfig } from '../../../apps/server/src/config/config.js';
import { openDatabase } from '../../../apps/server/src/db/database.js';
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
 * Drags the map around for `seconds` with the mouse (moves as fast as the browser takes them; the
 * map loads markers after each drag) while Chromium records its performance trace, and counts
 * the frames the compositor drew.
 */
async function measurePanning(page: Page, browser: Browser, seconds: number) {
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 800 };
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'benchmark'],
  });
  const started = Date.now();
  let drag = 0;
  while (Date.now() - started < seconds * 1000) {
    const direction = drag % 4;
    const dx = direction === 0 ? -6 : direction === 2 ? 6 : 0;
    const dy = direction === 1 ? -4 : direction === 3 ? 4 : 0;
    let x = width / 2;
    let y = height / 2 + 60;
    await page.mouse.move(x, y);
    await page.mouse.down();
    // As fast as the browser takes input: the frame rate, not the input rate, is the limit.
    for (let step = 0; step < 110; step++) {
      x += dx / 2;
      y += dy / 2;
      await page.mouse.move(x, y);
    }
    await page.mouse.up();
    await page.waitForTimeout(100);
    drag++;
  }
  const elapsed = (Date.now() - started) / 1000;
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const drawn = trace.traceEvents.filter((event) => event.name === 'DrawFrame');
  const dropped = trace.traceEvents.filter((event) => event.name === 'DroppedFrame').length;
  const tasks = trace.traceEvents.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) > 50_000,
  );
  const timestamps = drawn.map((event) => event.ts).sort((a, b) => a - b);
  const gaps = timestamps.slice(1).map((ts, index) => (ts - (timestamps[index] as number)) / 1000);
  gaps.sort((a, b) => a - b);
  const p95Gap = gaps[Math.floor(gaps.length * 0.95)] ?? Number.NaN;
  return {
    fps: drawn.length / elapsed,
    frames: drawn.length,
    dropped,
    longTasks: tasks.length,
    p95Gap,
    elapsed,
    drags: drag,
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
  const config = readConfig({
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/retropics-bench',
    WEB_DIST: webDist,
  });
  const app = await buildApp({ config, db: handle.db, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  console.log('server: /geo_aggregations (counters) and /feed_items?groups[]=map (500 markers) per viewport');
  for (const viewport of VIEWPORTS) {
    const box = viewport.box.join(',');
    const aggregates = await measure(get(address, `/geo_aggregations/de/${viewport.zoom}/${box}`), {
      concurrency: CONCURRENCY,
      seconds: SECONDS,
    });
    const markers = await measure(
      get(address, `/feed_items?groups[]=map&itemsPerPage=500&page=1&geoBox=${box}&cache=false`),
      { concurrency: CONCURRENCY, seconds: SECONDS },
    );
    console.log(`${viewport.name}`);
    console.log(`  aggregates  ${format(aggregates)}`);
    console.log(`  markers     ${format(markers)}`);
  }
  const filtered = await measure(get(address, '/geo_aggregations/de/9/45.6,9.6,47.4,13.1?text=Kirche'), {
    concurrency: CONCURRENCY,
    seconds: SECONDS,
  });
  console.log(`around Bozen, zoom 9, filtered by text "Kirche"`);
  console.log(`  aggregates  ${format(filtered)}`);
  console.log('  target: aggregates p95 < 50 ms for any viewport\n');

  if (!existsSync(path.join(webDist, 'index.html'))) {
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
          `browser panning, ${label} (1280 × 800, Chromium --disable-gpu, ${result.drags} drags in ${result.elapsed.toFixed(1)} s): ` +
            `${result.fps.toFixed(1)} frames/s drawn (${result.frames} frames, ${result.dropped} dropped, ` +
            `p95 frame gap ${result.p95Gap.toFixed(1)} ms, ${result.longTasks} tasks over 50 ms); ` +
            `markers in the DOM: ${markers} before, ${after} after   target: 60 frames/s, ≤ 500 markers`,
        );
        await context.close();
      }
    } finally {
      await browser.close();
    }
  }
  await app.close();
  await handle.close();
}
