// Renders the intro movie (/intromovie) from the demo archive's photographs, following
// scripts/intro-movie/storyboard.ts:
//   public/intro/intro-wide.mp4    1280×720  (shown above 768 px window width)
//   public/intro/intro-narrow.mp4   720×1280 (768 px and less)
//   public/intro/captions.{de,en,it}.vtt      the caption tracks (the film itself has no text)
//   src/features/intro-movie/intro-credits.json  the photographs shown, with source and licence
//
// Run with `npm run intro-movie -w apps/web` (needs ffmpeg with libx264 on the PATH). The outputs
// are committed: the build, the tests and CI do not need ffmpeg.
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
  type Language,
  type PairShot,
  type Shot,
  STORYBOARD,
  type Texts,
} from './intro-movie/storyboard';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const archiveDir = join(webDir, '..', 'server', 'demo-archive');
const outputDir = join(webDir, 'public', 'intro');
const creditsFile = join(webDir, 'src', 'features', 'intro-movie', 'intro-credits.json');

const FORMATS = {
  wide: { width: 1280, height: 720 },
  narrow: { width: 720, height: 1280 },
} as const satisfies Record<string, Size>;
type Format = keyof typeof FORMATS;

const LANGUAGES: readonly Language[] = ['de', 'en', 'it'];
const FADE_IN_SECONDS = 0.6;
/** A pair is cropped to the frame only when the crop keeps this much of it; else it is shown whole. */
const PAIR_COVER_MIN_KEEP = 0.75;

interface ManifestEntry {
  file: string;
  title: string;
  dateText: string;
  photographer: string | null;
  source: string;
  license: string;
  pairOf?: string;
}

const photoPath = (file: string) => join(archiveDir, file);

/** Shot start times: each shot begins one dissolve before the previous one ends. */
function schedule(shots: readonly Shot[]): Array<{ shot: Shot; start: number; end: number }> {
  let start = 0;
  return shots.map((shot) => {
    const timed = { shot, start, end: start + shot.seconds };
    start = timed.end - DISSOLVE_SECONDS;
    return timed;
  });
}

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
/** Captions of a pair switch from the historic to the modern text here. */
const PAIR_CAPTION_SWITCH = 0.48;

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

// ------------------------------------------------------------------------------------------------
// Captions and credits
// ------------------------------------------------------------------------------------------------

interface Cue {
  start: number;
  end: number;
  text: Texts;
}

/** One caption after another, each changing in the middle of the dissolve between two shots. */
function captionCues(): Cue[] {
  const timeline = schedule(STORYBOARD);
  const last = timeline.length - 1;
  return timeline.flatMap(({ shot, start, end }, index) => {
    const from = index === 0 ? 0 : start + DISSOLVE_SECONDS / 2;
    const to = index === last ? end : end - DISSOLVE_SECONDS / 2;
    if (shot.kind === 'still') return [{ start: from, end: to, text: shot.caption }];
    if (shot.kind === 'pair') {
      const switchAt = start + shot.seconds * PAIR_CAPTION_SWITCH;
      return [
        { start: from, end: switchAt, text: shot.historicCaption },
        { start: switchAt, end: to, text: shot.modernCaption },
      ];
    }
    // The logo's credits line gets the longer reading time.
    const nameEnd = from + (to - from) * 0.3;
    const [name, credits] = shot.captions;
    if (!name || !credits) throw new Error('The logo shot needs a name line and a credits line.');
    return [
      { start: from, end: nameEnd, text: name },
      { start: nameEnd, end: to, text: credits },
    ];
  });
}

function vttTime(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return `${pad(Math.floor(millis / 3_600_000))}:${pad(Math.floor(millis / 60_000) % 60)}:${pad(
    Math.floor(millis / 1000) % 60,
  )}.${pad(millis % 1000, 3)}`;
}

function webVtt(cues: readonly Cue[], language: Language): string {
  const blocks = cues.map(
    (cue, index) => `${index + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text[language]}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

async function writeCredits(): Promise<number> {
  const manifest = JSON.parse(await readFile(join(archiveDir, 'manifest.json'), 'utf8')) as ManifestEntry[];
  const shown = STORYBOARD.flatMap((shot) =>
    shot.kind === 'still' ? [shot.photo] : shot.kind === 'pair' ? [shot.historic, shot.modern] : [],
  );
  const credits = [...new Set(shown)].map((file) => {
    const entry = manifest.find((candidate) => candidate.file === file);
    if (!entry) throw new Error(`${file} is not in the demo archive's manifest`);
    const { title, dateText, photographer, source, license } = entry;
    return { file, title, dateText, photographer, source, license };
  });
  await writeFile(creditsFile, `${JSON.stringify(credits, null, 2)}\n`);
  return credits.length;
}

// Pairs must really be pairs: the film shows them as the same view decades apart.
async function checkPairs(): Promise<void> {
  const manifest = JSON.parse(await readFile(join(archiveDir, 'manifest.json'), 'utf8')) as ManifestEntry[];
  for (const shot of STORYBOARD) {
    if (shot.kind !== 'pair') continue;
    const historic = manifest.find((entry) => entry.file === shot.historic);
    if (historic?.pairOf !== shot.modern)
      throw new Error(`${shot.historic} is not paired with ${shot.modern}`);
  }
}

await checkPairs();
await mkdir(outputDir, { recursive: true });
const only = process.argv[2] as Format | undefined;
for (const format of Object.keys(FORMATS) as Format[]) {
  if (only && only !== format) continue;
  const file = join(outputDir, `intro-${format}.mp4`);
  const started = Date.now();
  const duration = await renderVideo(format, file);
  const { size } = await stat(file);
  console.log(
    `${file}: ${duration.toFixed(1)} s, ${(size / 1024 / 1024).toFixed(2)} MB, rendered in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}
const cues = captionCues();
for (const language of LANGUAGES) {
  await writeFile(join(outputDir, `captions.${language}.vtt`), webVtt(cues, language));
}
console.log(`captions.{${LANGUAGES.join(',')}}.vtt: ${cues.length} cues each`);
console.log(`${creditsFile}: ${await writeCredits()} photographs`);
