// Keeps docs/ARCHITECTURE.md true: every source folder must be named there (as `path/`), so a
// folder added without its line fails `npm test`, and a line whose folder is gone fails too.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const map = readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');
const roots = ['packages/domain/src', 'apps/server/src', 'apps/web/src', 'e2e', 'bench/src'];
const skipped = new Set([
  'node_modules',
  'dist',
  'test-results',
  'playwright-report',
  'results',
  'coverage',
  'artifacts',
]);
// A feature or module folder is one unit: its own subfolders (api/, components/, leaflet/, de/…)
// are described by its line.
const unit = /(features|modules)\/[^/]+$|locales$/;

const missing = [];
function walk(folder) {
  for (const entry of readdirSync(path.join(root, folder))) {
    if (skipped.has(entry) || entry.startsWith('.')) continue;
    const child = `${folder}/${entry}`;
    if (!statSync(path.join(root, child)).isDirectory()) continue;
    if (!map.includes(`\`${child}/\``)) missing.push(child);
    if (!unit.test(child)) walk(child);
  }
}
for (const folder of roots) walk(folder);

const stale = [...map.matchAll(/`((?:apps|packages|e2e|bench)\/[^`\s<]*?)\/`/g)]
  .map((match) => match[1])
  .filter((folder) => {
    try {
      return !statSync(path.join(root, folder)).isDirectory();
    } catch {
      return true;
    }
  });

if (missing.length > 0 || stale.length > 0) {
  for (const folder of missing) console.error(`docs/ARCHITECTURE.md has no line for ${folder}/`);
  for (const folder of stale) console.error(`docs/ARCHITECTURE.md names ${folder}/, which does not exist`);
  process.exit(1);
}
console.log('docs/ARCHITECTURE.md names every source folder');
