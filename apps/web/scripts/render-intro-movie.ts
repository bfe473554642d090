// Renders the intro movie (/intromovie) from the demo archive's photographs, following
// scripts/intro-movie/storyboard.ts:
//   public/intro/intro-wide.mp4    1280×720  (shown above 768 px window width)
//   public/intro/intro-narrow.mp4   720×1280 (768 px and less)
//   public/intro/captions.{de,en,it}.vtt      the caption tracks (the film itself has no text)
//   src/features/intro-movie/intro-credits.json  the photographs shown, with source and licence
//
// Run with `npm run intro-movie -w apps/web` (needs ffmpeg with libx264 on the PATH). The outputs
// are committed: the build, the tests and CI do not need ffmpeg. A first argument limits the work:
// `wide` or `narrow` renders one film, `captions` only rewrites the captions and the credits (a
// changed caption text needs no new film; changed timings do).
import { spawn } from 'node:child_process';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  containPlate,
  coverKeeps,
  coverPlate,
  dim,
  framingAt,
  mix,
  type Plate,
  photographSize,
  renderView,
  type Size,
  smoothStep,
  splitAt,
  svgPlate,
} from './intro-movie/frames';
import {
  DISSOLVE_SECONDS,
  FRAMES_PER_SECOND,
  type PairShot,
  type Shot,
  STORYBOARD,
} from './intro-movie/storyboard';
import {
  captionCues,
  creditsFor,
  LANGUAGES,
  type ManifestEntry,
  schedule,
  webVtt,
} from './intro-movie/timeline';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const archiveDir = join(webDir, '..', 'server', 'demo-archive');
const outputDir = join(webDir, 'public', 'intro');
const creditsFile = join(webDir, 'src', 'features', 'intro-movie', 'intro-credits.json');

const FORMATS = {
  wide: { width: 1280, height: 720 },
  narrow: { width: 720, height: 1280 },
} as const satisfies Record<string, Size>;
type Format = keyof typeof FORMATS;

const FADE_IN_SECONDS = 0.6;
/** A pair is cropped to the frame only when the crop keeps this much of it; else it is shown whole. */
const PAIR_COVER_MIN_KEEP = 0.75;

const photoPath = (file: string) => join(archiveDir, file);

// ------------------------------------------------------------------------------------------------
// Pictures
// ------------------------------------------------------------------------------------------------

function logoSvg(frame: Size): string {
  const width = frame.width * 2;
  const height = frame.height * 2;
  const mark = Math.round(Math.min(width, height) * 0.5);
  const markTop = Math.round(height / 2 - mark * 0.68);
  const nameSize = Math.round(mark * 0.24);
  // The brand name is the same in every language, so it is the one text drawn into the film.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#1c1712"/>
  <svg x="${(width - mark) / 2}" y="${markTop}" width="${mark}" height="${mark}" viewBox="0 0 512 512">
    <g transform="rotate(-6 256 256)">
      <rect x="96" y="88" width="320" height="352" rx="12" fill="#f3e6cc"/>
      <rect x="122" y="114" width="268" height="240" fill="#8a6a43"/>
      <circle cx="320" cy="168" r="30" fill="#f0c987"/>
      <path d="M122 354 L200 236 L248 298 L292 226 L390 354 Z" fill="#3e2f20"/>
      <path d="M200 236 L222 270 L208 262 L194 276 L186 258 Z" fill="#f3e6cc" opacity="0.85"/>
    </g>
  </svg>
  <text x="${width / 2}" y="${markTop + mark + nameSize * 1.5}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${nameSize}" letter-spacing="${nameSize * 0.04}" fill="#f3e6cc">RetroPics</text>
</svg>`;
}

interface PreparedShot {
  shot: Shot;
  plates: Plate[];
}

async function pairPlates(shot: PairShot, frame: Size): Promise<Plate[]> {
  const size = await photographSize(photoPath(shot.historic));
  const plate = coverKeeps(size, frame) >= PAIR_COVER_MIN_KEEP ? coverPlate : containPlate;
  return Promise.all([plate(photoPath(shot.historic), frame), plate(photoPath(shot.modern), frame)]);
}

async function prepare(shot: Shot, frame: Size): Promise<PreparedShot> {
  switch (shot.kind) {
    case 'still':
      return { shot, plates: [await coverPlate(photoPath(shot.photo), frame, shot.inset)] };
    case 'pair':
      return { shot, plates: await pairPlates(shot, frame) };
    case 'logo':
      return { shot, plates: [await svgPlate(logoSvg(frame), frame)] };
  }
}

/** Where the before/after line stands: it sweeps in from the right, goes far left, settles. */
function sliderPosition(progress: number): number {
  if (progress < 0.5) return 1 - 0.85 * smoothStep(progress, 0.18, 0.5);
  return 0.15 + 0.45 * smoothStep(progress, 0.56, 0.82);
}

/** The modern picture's share in a fade pair, over the shot's progress. */
const modernShare = (progress: number) => smoothStep(progress, 0.36, 0.6);
async function renderShot(prepared: PreparedShot, format: Format, seconds: number): Promise<Buffer> {
  const frame = FORMATS[format];
  const { shot, plates } = prepared;
  const progress = seconds / shot.seconds;
  if (shot.kind === 'logo') {
    return renderView(
      plates[0] as Plate,
      framingAt({ from: { zoom: 1, x: 0.5, y: 0.5 }, to: { zoom: 1.05, x: 0.5, y: 0.5 } }, progress),
      frame,
    );
  }
  const framing = framingAt(shot[format], progress);
  if (shot.kind === 'still') return renderView(plates[0] as Plate, framing, frame);

  const [historicPlate, modernPlate] = plates as [Plate, Plate];
  if (shot.transition === 'fade') {
    const share = modernShare(progress);
    if (share <= 0) return renderView(historicPlate, framing, frame);
    if (share >= 1) return renderView(modernPlate, framing, frame);
    const [historic, modern] = await Promise.all([
      renderView(historicPlate, framing, frame),
      renderView(modernPlate, framing, frame),
    ]);
    return mix(historic, modern, share);
  }
  const position = sliderPosition(progress);
  if (position >= 1) return renderView(historicPlate, framing, frame);
  const [historic, modern] = await Promise.all([
    renderView(historicPlate, framing, frame),
    renderView(modernPlate, framing, frame),
  ]);
  return splitAt(historic, modern, frame, position);
}

// ------------------------------------------------------------------------------------------------
// Video
// ------------------------------------------------------------------------------------------------

function startEncoder(format: Format, file: string) {
  const { width, height } = FORMATS[format];
  const encoder = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...[
        '-f',
        'rawvideo',
        '-pix_fmt',
        'rgb24',
        '-s',
        `${width}x${height}`,
        '-framerate',
        `${FRAMES_PER_SECOND}`,
      ],
      ...['-i', 'pipe:0'],
      // H.264 High in yuv420p plays in every browser; CRF with a rate cap keeps the file small
      // (slow photographic motion compresses well), a key frame every 2 s keeps seeking quick.
      ...['-c:v', 'libx264', '-preset', 'veryslow', '-crf', '28', '-maxrate', '560k', '-bufsize', '1120k'],
      ...['-profile:v', 'high', '-level', '4.0', '-pix_fmt', 'yuv420p', '-g', `${FRAMES_PER_SECOND * 2}`],
      ...['-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709'],
      // faststart puts the index first, so playback starts before the whole file has arrived.
      ...['-movflags', '+faststart', '-an', file],
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const done = new Promise<void>((resolve, reject) => {
    encoder.on('error', reject);
    encoder.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) => {
      encoder.stdin.write(chunk, (error) => (error ? reject(error) : resolve()));
    });
  const finish = () => {
    encoder.stdin.end();
    return done;
  };
  return { write, finish };
}

async function renderVideo(format: Format, file: string): Promise<number> {
  const frame = FORMATS[format];
  const timeline = schedule(STORYBOARD);
  const prepared = await Promise.all(timeline.map(({ shot }) => prepare(shot, frame)));
  const duration = timeline.at(-1)?.end ?? 0;
  const frameCount = Math.round(duration * FRAMES_PER_SECOND);
  const encoder = startEncoder(format, file);
  for (let index = 0; index < frameCount; index++) {
    const time = index / FRAMES_PER_SECOND;
    const active = timeline.flatMap((timed, shotIndex) =>
      time >= timed.start && time < timed.end
        ? [{ ...timed, prepared: prepared[shotIndex] as PreparedShot }]
        : [],
    );
    const [current, next] = active;
    if (!current) throw new Error(`No shot at ${time} s`);
    let picture = await renderShot(current.prepared, format, time - current.start);
    if (next) {
      const incoming = await renderShot(next.prepared, format, time - next.start);
      picture = mix(picture, incoming, (time - next.start) / DISSOLVE_SECONDS);
    }
    if (time < FADE_IN_SECONDS) picture = dim(picture, time / FADE_IN_SECONDS);
    await encoder.write(picture);
    if (index % (FRAMES_PER_SECOND * 5) === 0) process.stdout.write(`  ${format} ${time.toFixed(0)} s\n`);
  }
  await encoder.finish();
  return duration;
}

// Pairs must really be pairs: the film shows them as the same view decades apart.
function checkPairs(manifest: readonly ManifestEntry[]): void {
  for (const shot of STORYBOARD) {
    if (shot.kind !== 'pair') continue;
    const historic = manifest.find((entry) => entry.file === shot.historic);
    if (historic?.pairOf !== shot.modern)
      throw new Error(`${shot.historic} is not paired with ${shot.modern}`);
  }
}

const manifest = JSON.parse(await readFile(join(archiveDir, 'manifest.json'), 'utf8')) as ManifestEntry[];
checkPairs(manifest);
await mkdir(outputDir, { recursive: true });
const only = process.argv[2];
if (only && only !== 'captions' && !(only in FORMATS)) throw new Error(`Unknown argument ${only}`);
for (const format of Object.keys(FORMATS) as Format[]) {
  if (only && only !== format) continue;
  const file = join(outputDir, `intro-${format}.mp4`);
  const started = Date.now();
  const duration = await renderVideo(format, file);
  const { size } = await stat(file);
  const took = (Date.now() - started) / 1000;
  console.log(
    `${file}: ${duration.toFixed(1)} s, ${(size / 1024 / 1024).toFixed(2)} MB, rendered in ${took.toFixed(0)} s`,
  );
}
const cues = captionCues();
for (const language of LANGUAGES) {
  await writeFile(join(outputDir, `captions.${language}.vtt`), webVtt(cues, language));
}
console.log(`captions.{${LANGUAGES.join(',')}}.vtt: ${cues.length} cues each`);
const credits = creditsFor(manifest);
await writeFile(creditsFile, `${JSON.stringify(credits, null, 2)}\n`);
console.log(`${creditsFile}: ${credits.length} photographs`);
