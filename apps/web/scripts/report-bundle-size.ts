// Prints how much gzipped JavaScript each screen loads and fails when `/` exceeds its budget
// (issue 5: `/` and `/feed` at most 200 KB). Reads the Vite manifest of the production build.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const BUDGET_BYTES = 200 * 1024;
const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const gzipCache = new Map<string, number>();
async function gzipSize(file: string): Promise<number> {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const size = gzipSync(await readFile(join(distDir, file)), { level: 9 }).length;
  gzipCache.set(file, size);
  return size;
}

/** A chunk and everything it imports statically. */
function staticClosure(keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    staticClosure(manifest[key].imports ?? [], into);
  }
  return into;
}

async function total(keys: Set<string>): Promise<number> {
  let sum = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk?.file.endsWith('.js')) sum += await gzipSize(chunk.file);
  }
  return sum;
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('No entry chunk in the Vite manifest');
const shell = staticClosure([entry]);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const screens = Object.keys(manifest).filter((key) => /src\/features\/.+-screen\.tsx$/.test(key));
// Loaded on every screen shortly after the first paint.
const afterLoad = Object.keys(manifest).filter((key) => key.includes('workbox-window'));

console.log(`shell (entry + static imports): ${kb(await total(shell))} gzipped`);
let startTotal = 0;
for (const screen of screens.sort()) {
  const loaded = staticClosure([screen, ...afterLoad], new Set(shell));
  const size = await total(loaded);
  const name = screen.replace(/^src\/features\//, '');
  console.log(`  ${name.padEnd(48)} ${kb(size)} gzipped JS in all`);
  if (screen.endsWith('start/start-screen.tsx')) startTotal = size;
}
console.log(`\n/ loads ${kb(startTotal)} of gzipped JavaScript (budget ${kb(BUDGET_BYTES)})`);
if (startTotal === 0 || startTotal > BUDGET_BYTES) {
  console.error('/ is over its JavaScript budget');
  process.exit(1);
}
