// Prints how much gzipped JavaScript each screen loads and fails when `/` exceeds its budget
// (issue 5: at most 200 KB). Reads dist/index.html (its scripts and modulepreloads are what every
// visit starts with) and the Vite manifest of the production build.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

const BUDGET_BYTES = 200 * 1024;
const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const html = await readFile(join(distDir, 'index.html'), 'utf8');

const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const gzipCache = new Map<string, number>();

async function gzipSize(file: string): Promise<number> {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const size = gzipSync(await readFile(join(distDir, file)), { level: 9 }).length;
  gzipCache.set(file, size);
  return size;
}

/** Files plus everything they import statically. */
function staticClosure(files: Iterable<string>, into = new Set<string>()): Set<string> {
  for (const file of files) {
    if (into.has(file)) continue;
    into.add(file);
    const key = keyOfFile.get(file);
    const imports = key ? (manifest[key]?.imports ?? []) : [];
    staticClosure(
      imports.flatMap((imported) => manifest[imported]?.file ?? []),
      into,
    );
  }
  return into;
}

async function total(files: Set<string>): Promise<number> {
  let sum = 0;
  for (const file of files) if (file.endsWith('.js')) sum += await gzipSize(file);
  return sum;
}

const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].flatMap(
  (match) => match[1] ?? [],
);
// A screen is lazy-loaded as itself, or through the shell route that composes it (app/routes/*-route.tsx).
const screenKeys = Object.keys(manifest).filter((key) =>
  /src\/(features\/.+-screen|app\/routes\/.+-route)\.tsx$/.test(key),
);
const startKey = screenKeys.find((key) => key.endsWith('start/start-screen.tsx'));
const startFiles = startKey ? staticClosure([manifest[startKey]?.file ?? '']) : new Set<string>();
// Loaded on every screen shortly after the first paint.
const afterLoad = Object.values(manifest)
  .filter((chunk) => chunk.src?.includes('workbox-window'))
  .map((chunk) => chunk.file);

const initial = staticClosure([...referenced, ...afterLoad]);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const scripts = [...html.matchAll(/<script[^>]+src="\/(assets\/[^"]+\.js)"/g)].flatMap(
  (match) => match[1] ?? [],
);
const shell = staticClosure([...scripts, ...afterLoad]);
const startOnly = new Set([...startFiles].filter((file) => !shell.has(file)));
console.log(`shell (index.html's scripts and their imports): ${kb(await total(shell))} gzipped`);
console.log(`start screen's chunks (preloaded by index.html): ${kb(await total(startOnly))} gzipped`);
console.log('per screen, in all:');
let startTotal = 0;
for (const key of screenKeys.sort()) {
  const loaded = staticClosure([manifest[key]?.file ?? ''], new Set(initial));
  const size = await total(loaded);
  console.log(`  ${key.replace(/^src\/(features\/)?/, '').padEnd(48)} ${kb(size)} gzipped JS in all`);
  if (key === startKey) startTotal = size;
}
console.log(`\n/ loads ${kb(startTotal)} of gzipped JavaScript (budget ${kb(BUDGET_BYTES)})`);
if (startTotal === 0 || startTotal > BUDGET_BYTES) {
  console.error('/ is over its JavaScript budget');
  process.exit(1);
}
