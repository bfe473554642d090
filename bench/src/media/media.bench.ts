import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { createDerivativeService } from '../../../apps/server/src/media/derivative.service.js';
import { derivativeSizes } from '../../../apps/server/src/media/derivative-sizes.js';
import { createFsStorage } from '../../../apps/server/src/media/fs-storage.js';
import { createHotCache } from '../../../apps/server/src/media/hot-cache.js';
import { createImageRepository } from '../../../apps/server/src/media/image.repository.js';
import type { SourceImage } from '../../../apps/server/src/media/media-paths.js';
import {
  createTileService,
  levelGeometry,
  pyramidGeometry,
} from '../../../apps/server/src/media/tile.service.js';
import { makeBenchScans } from './bench-scans.js';
import { loadTest } from './http-load.js';

const run = promisify(execFile);

/** How many 24 MP JPEGs, and how long each serving test runs. */
const IMAGES = Number(process.env.BENCH_MEDIA_IMAGES ?? 3);
const MAGICK_IMAGES = Number(process.env.BENCH_MEDIA_MAGICK_IMAGES ?? 1);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONCURRENCY ?? 16);
const WIDTH = 6000;
const HEIGHT = 4000;

const work = path.join(os.tmpdir(), 'retropics-media-bench');

const seconds = (ms: number) => `${(ms / 1000).toFixed(2).padStart(7)} s`;
const which = async (command: string) => {
  for (const dir of ['/usr/bin', '/usr/local/bin', '/usr/sbin']) {
    const file = path.join(dir, command);
    if (existsSync(file)) return file;
  }
  return null;
};

/** 24 MP photographs: demo scans enlarged to 6000 × 4000 with film grain (see bench-scans.ts). */
const makeImages = () => makeBenchScans(path.join(work, 'input'), IMAGES, { width: WIDTH, height: HEIGHT });

const timed = async (task: () => Promise<unknown>) => {
  const started = performance.now();
  await task();
  return performance.now() - started;
};

/** Our pipeline, as the upload job runs it: the pyramid, then every size in WebP and JPEG. */
async function ours(files: string[]) {
  const root = path.join(work, 'ours');
  await rm(root, { recursive: true, force: true });
  const storage = createFsStorage(root);
  const images = createImageRepository({ maxInputPixels: 150_000_000 });
  const hot = createHotCache(0);
  const derivatives = createDerivativeService({ storage, images, hot });
  const scratchDir = path.join(root, '.scratch');
  await mkdir(scratchDir, { recursive: true });
  const tiles = createTileService({ storage, images, hot, scratchDir });
  const sources: SourceImage[] = [];
  for (const [i, file] of files.entries()) {
    await mkdir(path.join(root, 'photographs', 'bench'), { recursive: true });
    await copyFile(file, path.join(root, 'photographs', 'bench', `photo-${i}.jpg`));
    sources.push({ namespace: 'photographs', path: `bench/photo-${i}.jpg` });
  }
  let pyramid = 0;
  let thumbnails = 0;
  for (const source of sources) {
    pyramid += await timed(() => tiles.build(source));
    thumbnails += await timed(() => derivatives.prepareAll(source));
  }
  return { pyramid, thumbnails, total: pyramid + thumbnails, root };
}

const vipsSize = (size: { width: number; height: number; fit: string }) =>
  size.fit === 'cover'
    ? ['--size', `${size.width}x${size.height}`, '--smartcrop', 'centre']
    : ['--size', `${size.width}x${size.height}>`];

/** The same work with libvips' own command-line tools: one vipsthumbnail per size and format, one vips dzsave. */
async function libvips(files: string[], vips: string, vipsthumbnail: string) {
  const out = path.join(work, 'libvips');
  let pyramid = 0;
  let thumbnails = 0;
  for (const [i, file] of files.entries()) {
    const dir = path.join(out, String(i));
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    pyramid += await timed(() =>
      run(vips, [
        'dzsave',
        file,
        path.join(dir, 'pyramid'),
        '--tile-size',
        '256',
        '--overlap',
        '0',
        '--suffix',
        '.webp[Q=80]',
      ]),
    );
    thumbnails += await timed(async () => {
      for (const [name, size] of Object.entries(derivativeSizes)) {
        await Promise.all([
          run(vipsthumbnail, [
            file,
            ...vipsSize(size),
            '-o',
            path.join(dir, `${name}.webp[Q=${size.quality.webp}]`),
          ]),
          run(vipsthumbnail, [
            file,
            ...vipsSize(size),
            '-o',
            path.join(dir, `${name}.jpeg[Q=${size.quality.jpeg},interlace]`),
          ]),
        ]);
      }
    });
  }
  return { pyramid, thumbnails, total: pyramid + thumbnails };
}

/**
 * Debian's ImageMagick policy caps the pixel cache at 256 MiB, too little for a 24 MP picture;
 * a policy file of our own (found first through MAGICK_CONFIGURE_PATH) raises it for the benchmark.
 */
async function magickEnvironment() {
  const dir = path.join(work, 'magick-policy');
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'policy.xml'),
    `<policymap><policy domain="resource" name="memory" value="4GiB"/><policy domain="resource" name="map" value="8GiB"/>
<policy domain="resource" name="area" value="1GP"/><policy domain="resource" name="disk" value="16GiB"/></policymap>
`,
  );
  return { ...process.env, MAGICK_CONFIGURE_PATH: dir };
}

/** ImageMagick: a resize per size and format, and the pyramid level by level (it has no Deep Zoom writer). */
async function imageMagick(files: string[], convert: string) {
  const out = path.join(work, 'magick');
  let pyramid = 0;
  let thumbnails = 0;
  const geometry = pyramidGeometry(WIDTH, HEIGHT);
  const env = await magickEnvironment();
  const magick = (args: string[]) => run(convert, args, { env });
  for (const [i, file] of files.entries()) {
    const dir = path.join(out, String(i));
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    thumbnails += await timed(async () => {
      for (const [name, size] of Object.entries(derivativeSizes)) {
        const box = `${size.width}x${size.height}`;
        const resize =
          size.fit === 'cover'
            ? ['-thumbnail', `${box}^`, '-gravity', 'center', '-extent', box]
            : ['-thumbnail', `${box}>`];
        const hint = ['-define', `jpeg:size=${size.width * 2}x${size.height * 2}`];
        await Promise.all([
          magick([
            ...hint,
            file,
            '-auto-orient',
            ...resize,
            '-quality',
            String(size.quality.webp),
            path.join(dir, `${name}.webp`),
          ]),
          magick([
            ...hint,
            file,
            '-auto-orient',
            ...resize,
            '-quality',
            String(size.quality.jpeg),
            '-interlace',
            'JPEG',
            path.join(dir, `${name}.jpeg`),
          ]),
        ]);
      }
    });
    pyramid += await timed(async () => {
      for (let level = geometry.maxLevel; level >= 0; level--) {
        const { width, height } = levelGeometry(geometry, level);
        await mkdir(path.join(dir, 'pyramid', String(level)), { recursive: true });
        await magick([
          file,
          '-resize',
          `${width}x${height}!`,
          '-crop',
          '256x256',
          '-quality',
          '80',
          '-set',
          'filename:tile',
          '%[fx:page.x/256]_%[fx:page.y/256]',
          '+repage',
          path.join(dir, 'pyramid', String(level), '%[filename:tile].webp'),
        ]);
      }
    });
  }
  return { pyramid, thumbnails, total: pyramid + thumbnails };
}

async function startProcess(
  command: string,
  args: string[],
  readyWhen: RegExp,
): Promise<{ child: ChildProcess; match: RegExpExecArray }> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${command} did not start: ${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = readyWhen.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, match });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${command} exited with ${code}: ${output}`)));
  });
}

/** CPU seconds a process and its children (nginx's worker) have used so far, from /proc (Linux clock ticks of 1/100 s). */
async function cpuSeconds(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const own = async (id: number) => {
    const stat = await readFile(`/proc/${id}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
  };
  const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => ''))
    .split(' ')
    .filter(Boolean)
    .map(Number);
  let total = await own(pid);
  for (const child of children) total += await own(child);
  return total;
}

/** Load-tests one server and notes the CPU time it spent: requests per CPU second do not depend on what else runs. */
async function measureServer(pid: number, port: number, paths: string[]) {
  const before = await cpuSeconds(pid);
  const figures = await loadTest({ port, paths, connections: CONNECTIONS, seconds: SECONDS });
  const cpu = (await cpuSeconds(pid)) - before;
  return { ...figures, requestsPerCpuSecond: cpu > 0 ? figures.requests / cpu : Number.NaN };
}

/** Cached-tile throughput: the RetroPics server beside nginx serving the same tile files from disk. */
async function serving(oursRoot: string, nginx: string | null) {
  const serverData = path.join(work, 'server');
  await rm(serverData, { recursive: true, force: true });
  await mkdir(serverData, { recursive: true });
  // The server's media folder is the one the pipeline benchmark filled.
  await run('cp', ['-r', oursRoot, path.join(serverData, 'media')]);
  const geometry = pyramidGeometry(WIDTH, HEIGHT);
  const cells: Array<[number, number, number]> = [];
  for (let level = geometry.maxLevel - 4; level <= geometry.maxLevel; level++) {
    const { columns, rows } = levelGeometry(geometry, level);
    for (let x = 0; x < columns; x += level === geometry.maxLevel ? 2 : 1)
      for (let y = 0; y < rows; y += level === geometry.maxLevel ? 2 : 1) cells.push([level, x, y]);
  }
  const ourPaths = cells.map(([l, x, y]) => `/tiles/bench/photo-0.jpg/${l}-${x}-${y}.webp`);
  const nginxPaths = cells.map(
    ([l, x, y]) => `/tiles/photographs/bench/photo-0.jpg_files/${l}/${x}_${y}.webp`,
  );

  const results: Array<[string, Awaited<ReturnType<typeof measureServer>>]> = [];
  const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
  const server = await startProcess(
    tsx,
    [path.join(import.meta.dirname, 'tile-server.ts'), serverData],
    /ready (\d+)/,
  );
  try {
    const port = Number(server.match[1]);
    results.push([
      'RetroPics server (Node, one process)',
      await measureServer(server.child.pid as number, port, ourPaths),
    ]);
  } finally {
    server.child.kill('SIGTERM');
  }
  if (nginx) {
    const port = 18000 + Math.floor(Math.random() * 1000);
    const conf = path.join(work, 'nginx.conf');
    await writeFile(
      conf,
      `daemon off; worker_processes 1; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000; open_file_cache max=10000 inactive=60s;
  types { image/webp webp; } client_body_temp_path ${work}/nginx-body; proxy_temp_path ${work}/nginx-proxy;
  fastcgi_temp_path ${work}/nginx-fastcgi; uwsgi_temp_path ${work}/nginx-uwsgi; scgi_temp_path ${work}/nginx-scgi;
  server { listen 127.0.0.1:${port}; root ${path.join(serverData, 'media')}; etag on; expires max; } }
`,
    );
    const child = spawn(nginx, ['-c', conf, '-e', path.join(work, 'nginx-error.log')], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      results.push([
        'nginx (one worker, sendfile)',
        await measureServer(child.pid as number, port, nginxPaths),
      ]);
    } finally {
      child.kill('SIGQUIT');
    }
  }
  return { results, tiles: cells.length };
}

async function pipelines(
  files: string[],
  tools: { vips: string | null; vipsthumbnail: string | null; convert: string | null },
) {
  const { vips, vipsthumbnail, convert } = tools;
  const mine = await ours(files);
  const rows: Array<[string, { pyramid: number; thumbnails: number; total: number }, number]> = [
    [`RetroPics (sharp, libvips ${sharp.versions.vips})`, mine, files.length],
  ];
  if (vips && vipsthumbnail)
    rows.push([
      'libvips tools (vips dzsave + vipsthumbnail)',
      await libvips(files, vips, vipsthumbnail),
      files.length,
    ]);
  else console.log('libvips tools not installed (apt-get install libvips-tools): skipped');
  if (convert && MAGICK_IMAGES > 0) {
    const subset = files.slice(0, MAGICK_IMAGES);
    rows.push(['ImageMagick (convert)', await imageMagick(subset, convert), subset.length]);
  } else console.log('ImageMagick not installed (apt-get install imagemagick): skipped');

  console.log('Pyramid (256 px WebP tiles) plus 12 thumbnails (6 sizes × WebP/JPEG), per image:');
  console.log(
    `  ${'tool'.padEnd(48)} ${'pyramid'.padStart(9)} ${'thumbnails'.padStart(10)} ${'total'.padStart(9)}   vs RetroPics`,
  );
  const ourPerImage = mine.total / files.length;
  for (const [name, figures, count] of rows) {
    const perImage = figures.total / count;
    console.log(
      `  ${name.padEnd(48)} ${seconds(figures.pyramid / count)} ${seconds(figures.thumbnails / count)} ${seconds(perImage)}   ${(perImage / ourPerImage).toFixed(2)}×`,
    );
  }

  return mine.root;
}

export async function runMediaBench() {
  console.log(`\n## Media: ${IMAGES} × 24 MP JPEG (${WIDTH} × ${HEIGHT}), ${os.cpus().length} cores\n`);
  const files = await makeImages();
  const vips = await which('vips');
  const vipsthumbnail = await which('vipsthumbnail');
  const convert = (await which('convert-im6.q16')) ?? (await which('magick'));
  const nginx = await which('nginx');

  // BENCH_MEDIA_SERVING_ONLY=1 reuses the pyramids of the last run and measures serving alone.
  const reuse = process.env.BENCH_MEDIA_SERVING_ONLY === '1' && existsSync(path.join(work, 'ours', 'tiles'));
  const oursRoot = reuse ? path.join(work, 'ours') : await pipelines(files, { vips, vipsthumbnail, convert });
  const { results, tiles } = await serving(oursRoot, nginx);
  console.log(
    `\nCached tile serving: ${tiles} WebP tiles of one pyramid, ${CONNECTIONS} keep-alive connections, ${SECONDS} s, loopback`,
  );
  const nginxFigures = results.find(([name]) => name.startsWith('nginx'))?.[1];
  const share = (value: number, reference: number | undefined) =>
    reference ? `${((value / reference) * 100).toFixed(0).padStart(3)} %` : '';
  console.log(
    `  ${'server'.padEnd(40)} ${'req/s'.padStart(7)} ${'of nginx'.padStart(8)}  ${'req/CPU-s'.padStart(9)} ${'of nginx'.padStart(8)}   latency`,
  );
  for (const [name, figures] of results) {
    console.log(
      `  ${name.padEnd(40)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} ${share(figures.requestsPerSecond, nginxFigures?.requestsPerSecond).padStart(8)}  ${figures.requestsPerCpuSecond.toFixed(0).padStart(9)} ${share(figures.requestsPerCpuSecond, nginxFigures?.requestsPerCpuSecond).padStart(8)}   p50 ${figures.p50.toFixed(2)} ms, p99 ${figures.p99.toFixed(2)} ms, ${figures.errors} errors`,
    );
  }
  console.log(
    "  (req/s: what one process answered while everything else on the machine ran; req/CPU-s: the server's own\n" +
      '   CPU time per request, less distorted by other load than req/s but not immune to it — compare runs on a quiet machine)',
  );
  if (!nginx) console.log('  nginx not installed (apt-get install nginx): no comparison');
}

if (import.meta.url === `file://${process.argv[1]}`) await runMediaBench();
