import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { access, cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { artifactsDir, repoRoot, serverCli, webDistDir } from './paths';

export interface RunningServer {
  baseUrl: string;
  /** The server's DATA_DIR; mails land in its outbox folder as .eml files. */
  dataDir: string;
  /** The copy of the web build this server serves; tests may change it (new-version test). */
  webDist: string;
  stop(): Promise<void>;
}

/** True when every script and preload that index.html names exists in the copy. */
async function isCompleteBuild(dir: string): Promise<boolean> {
  try {
    const html = await readFile(join(dir, 'index.html'), 'utf8');
    const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].flatMap((match) => match[1] ?? []);
    await Promise.all([...files, 'sw.js', 'manifest.webmanifest'].map((file) => access(join(dir, file))));
    return files.length > 0;
  } catch {
    return false;
  }
}

/**
 * Copies the web build. Another build may be rewriting apps/web/dist at that moment (it is shared
 * by everyone working in this checkout), so a copy that misses files is taken again.
 */
async function copyWebBuild(target: string): Promise<void> {
  for (let attempt = 1; attempt <= 10; attempt++) {
    await rm(target, { recursive: true, force: true });
    await cp(webDistDir, target, { recursive: true }).catch(() => undefined);
    if (await isCompleteBuild(target)) return;
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
  throw new Error(`${webDistDir} stayed incomplete (a build running elsewhere?)`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForApi(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with code ${child.exitCode} (see artifacts/server.log)`);
    try {
      const response = await fetch(`${baseUrl}/feed_items`, { headers: { Accept: 'application/ld+json' } });
      if (response.status === 200) return;
      lastProblem = `GET /feed_items answered ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `the server did not answer GET /feed_items with 200 within ${timeoutMs} ms: ${lastProblem}`,
  );
}

/**
 * Starts the real server (`node apps/server/dist/cli.js serve`) on a free port with a fresh data
 * folder (embedded PGlite, demo archive seeded on start) and its own copy of the web build.
 */
export async function startServer(): Promise<RunningServer> {
  const workDir = await mkdtemp(join(tmpdir(), 'retropics-e2e-'));
  const dataDir = join(workDir, 'data');
  const webDist = join(workDir, 'web-dist');
  await copyWebBuild(webDist);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const log = createWriteStream(join(artifactsDir, 'server.log'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    // The suite signs the same demo accounts in dozens of times from one address; the limits
    // themselves are tested by the API tests (apps/server auth).
    AUTH_RATE_LIMIT_PER_ADDRESS: '1000',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    // Every share dialog asks for a short link per network, all from this one address.
    SHORT_URL_RATE_LIMIT_PER_IP: '5000',
    // The feedback thanks offer this review page after 4 stars or more (feedback.test.ts).
    REVIEW_SITE_URL: 'https://reviews.example.org/retropics',
    // Searching the demo archive for faces would keep a core busy during the first minutes of
    // the suite (the API tests cover it, apps/server/src/faces): only uploads are searched, a
    // second or so each in the background (face-suggestions.test.ts waits for its own).
    FACE_DETECTION: process.env.FACE_DETECTION ?? 'new',
    // The camera test expects its capture aligned, so new RetroSnaps are. The demo archive's eleven
    // repeat pairs are not swept at start: that kept a core busy for half a minute while the first
    // test files ran, and no browser test reads their alignment (the API tests cover it).
    ALIGNMENT: process.env.ALIGNMENT ?? 'new',
  };
  // The suite always runs on the embedded database in its own fresh folder.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [serverCli, 'serve'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    await waitForApi(baseUrl, child, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, webDist, stop };
}
