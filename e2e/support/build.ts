import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, serverCli, webDistDir } from './paths';

/** Newest modification time below `path` (files and folders), ignoring build output and packages. */
function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

function builtAt(file: string): number {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

/**
 * The suite runs against the production build. Builds (root `npm run build`) when an output is
 * missing or older than its sources, so a stale build never passes for the current code.
 */
export function ensureProductionBuild(): void {
  const web = join(repoRoot, 'apps', 'web');
  const sources = {
    web: Math.max(
      newestChange(join(web, 'src')),
      newestChange(join(web, 'public')),
      builtAt(join(web, 'index.html')),
    ),
    server: Math.max(
      newestChange(join(repoRoot, 'apps', 'server', 'src')),
      newestChange(join(repoRoot, 'packages', 'domain', 'src')),
    ),
  };
  const webStale = builtAt(join(webDistDir, 'index.html')) < sources.web;
  const serverStale = builtAt(serverCli) < sources.server;
  if (!webStale && !serverStale) return;
  if (process.env.E2E_SKIP_BUILD === '1') {
    console.warn('› E2E_SKIP_BUILD=1: testing the existing build although its sources changed since');
    return;
  }
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const args = serverStale ? ['run', 'build'] : ['run', 'build', '-w', 'apps/web'];
  console.log(
    `› npm ${args.join(' ')} (${[webStale && 'web', serverStale && 'server'].filter(Boolean).join(' and ')} out of date)`,
  );
  let result = spawnSync('npm', args, { cwd: repoRoot, stdio: 'inherit', env });
  if (result.status !== 0) {
    // A build started elsewhere in this checkout may have emptied dist/ under ours: try once more.
    console.warn(`› npm ${args.join(' ')} failed; trying once more`);
    result = spawnSync('npm', args, { cwd: repoRoot, stdio: 'inherit', env });
  }
  if (result.status !== 0) {
    throw new Error(`npm ${args.join(' ')} failed; the browser suite needs the production build`);
  }
}
