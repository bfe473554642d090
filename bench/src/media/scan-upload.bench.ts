import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Upload } from 'tus-js-client';
import { makeBenchScans } from './bench-scans.js';

/**
 * Scan intake throughput: N 24 MP JPEG scans sent through the resumable (tus) upload to the
 * server running as its own process, against the same scans brought in by the `import` command.
 * Both only take the scans in (checks, storage, photograph rows, queued pyramid jobs): the job
 * worker is off in both, so the pyramids, which cost the same either way, are not in the figure.
 * Settings: BENCH_SCAN_FILES (20), BENCH_SCAN_PORT (8131), BENCH_DATABASE_URL (local PostgreSQL).
 */
const FILES = Number(process.env.BENCH_SCAN_FILES ?? 20);
const PORT = Number(process.env.BENCH_SCAN_PORT ?? 8131);
/** As the browser sends them (features/scan-upload/scan-queue.ts). */
const CONCURRENCY = 3;
const CHUNK_BYTES = 5 * 1024 * 1024;
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const work = path.join(os.tmpdir(), 'retropics-scan-upload-bench');
const cli = path.resolve(import.meta.dirname, '../../../apps/server/dist/cli.js');
const base = `http://127.0.0.1:${PORT}`;

async function freshDatabase() {
  const name = `retropics_scan_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function startServer(environment: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [cli, 'serve'], {
    env: environment,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function untilAnswering(url: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer within 150 s');
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function json<T>(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Sends the files with tus-js-client as the browser does; answers what the server made of each. */
async function uploadAll(files: string[], collectionId: number, token: string) {
  const batchId = crypto.randomUUID();
  const results: string[] = [];
  let next = 0;
  const sendOne = async (file: string) => {
    const body = await readFile(file);
    return new Promise<string>((resolve, reject) => {
      const upload = new Upload(body, {
        endpoint: `${base}/photograph_collections/${collectionId}/uploads`,
        chunkSize: CHUNK_BYTES,
        retryDelays: [0, 1000, 3000],
        storeFingerprintForResuming: false,
        headers: { Authorization: `Bearer ${token}` },
        metadata: { filename: path.basename(file), batchId },
        onSuccess: ({ lastResponse }) => resolve(lastResponse.getHeader('Upload-Result') ?? 'received'),
        onError: reject,
      });
      upload.start();
    });
  };
  const lane = async () => {
    while (next < files.length) {
      const file = files[next++] as string;
      results.push(await sendOne(file));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return results;
}

function runImport(folder: string, collectionId: number, environment: NodeJS.ProcessEnv) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'import', folder, '--collection', String(collectionId)], {
      env: environment,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`import exited ${code}`))));
  });
}

const perMinute = (files: number, ms: number) => (files / (ms / 60_000)).toFixed(1);

export async function runScanUploadBench() {
  console.log(`\n## Scan intake: ${FILES} scans of 24 MP, tus upload against the import command\n`);
  if (!existsSync(cli)) {
    console.log('apps/server/dist/cli.js is missing: run `npm run build` first. Skipped.');
    return;
  }
  // A folder per count: the import reads the whole folder, so it must hold these files and no more.
  const folder = path.join(work, `scans-${FILES}`);
  const scans = await makeBenchScans(folder, FILES);
  const megabytes =
    (await Promise.all(scans.map(async (file) => (await stat(file)).size))).reduce((a, b) => a + b, 0) /
    1024 /
    1024;
  console.log(`${FILES} JPEGs of 6000 × 4000, ${megabytes.toFixed(0)} MB together`);

  const database = await freshDatabase();
  const dataDir = path.join(work, 'data');
  await rm(dataDir, { recursive: true, force: true });
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JOB_WORKER: 'off',
    FACE_DETECTION: 'off',
  };
  const server = startServer(environment);
  try {
    await untilAnswering(`${base}/photograph_collections?itemsPerPage=1`, server);
    const { token } = await json<{ token: string }>(`${base}/authentication_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'editor@retropics.local', password: 'editor-retropics' }),
    });
    const personId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).person_id;
    const own = await json<{ 'hydra:member': Array<{ id: number }> }>(
      `${base}/photograph_collections?owner=${personId}&itemsPerPage=10`,
    );
    const [forUpload, forImport] = own['hydra:member'];
    if (!forUpload || !forImport) throw new Error('the demo editor needs two collections');

    const started = performance.now();
    const results = await uploadAll(scans, forUpload.id, token);
    const uploadMs = performance.now() - started;
    const added = results.filter((result) => result === 'added').length;
    await stopServer(server);

    // The import command on the same database, the server stopped as its help asks.
    const importStarted = performance.now();
    const output = await runImport(folder, forImport.id, environment);
    const importMs = performance.now() - importStarted;

    console.log(
      `  ${'way in'.padEnd(52)} ${'files'.padStart(5)} ${'seconds'.padStart(8)} ${'files/min'.padStart(10)} ${'MB/s'.padStart(6)}`,
    );
    const line = (name: string, files: number, ms: number) =>
      console.log(
        `  ${name.padEnd(52)} ${String(files).padStart(5)} ${(ms / 1000).toFixed(1).padStart(8)} ${perMinute(files, ms).padStart(10)} ${(megabytes / (ms / 1000)).toFixed(1).padStart(6)}`,
      );
    line(
      `tus upload (${CONCURRENCY} at a time, ${CHUNK_BYTES / 1024 / 1024} MiB chunks, loopback)`,
      added,
      uploadMs,
    );
    line('import command (one process, start-up included)', FILES, importMs);
    console.log(`  import said: ${output.trim().split('\n')[0]}`);
    if (added !== FILES) console.log(`  tus results: ${results.join(', ')}`);
  } finally {
    await stopServer(server);
    await database.drop();
  }
}
