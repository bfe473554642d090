// The intro movie's files are rendered once and committed (rendering needs ffmpeg, CI has none).
// These checks keep them in step with the storyboard: a changed caption or shot length without a
// new rendering fails here instead of showing captions out of time with the pictures.
import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { captionCues, creditsFor, filmSeconds, LANGUAGES, type ManifestEntry, webVtt } from './timeline';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const introDir = join(webDir, 'public', 'intro');
const MAX_FILM_BYTES = 3 * 1024 * 1024;

/** The length an MP4 declares in its movie header (`moov` → `mvhd`), in seconds. */
function mp4Seconds(file: Buffer): number {
  const child = (start: number, end: number, type: string): number => {
    for (let offset = start; offset + 8 <= end; ) {
      const size = file.readUInt32BE(offset);
      if (file.toString('latin1', offset + 4, offset + 8) === type) return offset;
      if (size < 8) break;
      offset += size;
    }
    throw new Error(`no ${type} box`);
  };
  const moov = child(0, file.length, 'moov');
  const mvhd = child(moov + 8, moov + file.readUInt32BE(moov), 'mvhd');
  const version = file.readUInt8(mvhd + 8);
  if (version === 1) {
    const timescale = file.readUInt32BE(mvhd + 28);
    return Number(file.readBigUInt64BE(mvhd + 32)) / timescale;
  }
  return file.readUInt32BE(mvhd + 24) / file.readUInt32BE(mvhd + 20);
}

describe('intro movie files', () => {
  test('the caption tracks are the storyboard captions, one after another over the whole film', async () => {
    const cues = captionCues();
    expect(cues[0]?.start).toBe(0);
    expect(cues.at(-1)?.end).toBeCloseTo(filmSeconds(), 6);
    for (const [index, cue] of cues.entries()) {
      expect(cue.end).toBeGreaterThan(cue.start);
      if (index > 0) expect(cue.start).toBeCloseTo(cues[index - 1]?.end ?? Number.NaN, 6);
    }
    for (const language of LANGUAGES) {
      const committed = await readFile(join(introDir, `captions.${language}.vtt`), 'utf8');
      expect(committed, `captions.${language}.vtt`).toBe(webVtt(cues, language));
    }
  });

  test('both films last as long as the storyboard and stay small enough to ship', async () => {
    for (const rendering of ['wide', 'narrow']) {
      const file = join(introDir, `intro-${rendering}.mp4`);
      expect(mp4Seconds(await readFile(file)), rendering).toBeCloseTo(filmSeconds(), 1);
      expect((await stat(file)).size, rendering).toBeLessThanOrEqual(MAX_FILM_BYTES);
    }
  });

  test('the credits list names every photograph shown with its source and licence from the archive', async () => {
    const manifest = JSON.parse(
      await readFile(join(webDir, '..', 'server', 'demo-archive', 'manifest.json'), 'utf8'),
    ) as ManifestEntry[];
    const committed = JSON.parse(
      await readFile(join(webDir, 'src', 'features', 'intro-movie', 'intro-credits.json'), 'utf8'),
    ) as unknown;
    const expected = creditsFor(manifest);
    expect(committed).toEqual(expected);
    for (const credit of expected) {
      expect(credit.license.length, credit.file).toBeGreaterThan(20);
      expect(credit.source.length, credit.file).toBeGreaterThan(10);
    }
  });
});
