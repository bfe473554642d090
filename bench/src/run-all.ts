import { existsSync } from 'node:fs';
import path from 'node:path';
import { runApiBench } from './api.bench.js';

/**
 * `npm run bench`: prints figures, never passes or fails on time. Each part can be run alone
 * with BENCH_ONLY=api|media|scan-upload|map. Settings: BENCH_PHOTOGRAPHS (1,000,000), BENCH_SECONDS, BENCH_CONCURRENCY.
 */
const only = process.env.BENCH_ONLY;
if (!only || only === 'api') await runApiBench();
const mediaBench = path.join(import.meta.dirname, 'media', 'media.bench.ts');
if ((!only || only === 'media') && existsSync(mediaBench)) {
  const { runMediaBench } = (await import(mediaBench)) as { runMediaBench: () => Promise<void> };
  await runMediaBench();
}
if (!only || only === 'scan-upload') {
  const { runScanUploadBench } = await import('./media/scan-upload.bench.js');
  await runScanUploadBench();
}
if (!only || only === 'map') {
  const { runMapBench } = await import('./map/map.bench.js');
  await runMapBench();
}
