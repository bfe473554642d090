import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A mono 16-bit PCM WAV of a sine tone: a real, playable audio file for uploads. */
export function toneWav(seconds: number, hertz = 440, sampleRate = 16_000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1) {
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * hertz * i) / sampleRate) * 12_000), 44 + i * 2);
  }
  return wav;
}

/** Whether Debian's espeak-ng and lame are installed (scripts/ensure-speech.sh puts them there). */
export const speechInstalled = ['espeak-ng', 'lame'].every(
  (program) => spawnSync(program, ['--version'], { stdio: 'ignore' }).status === 0,
);

/** MP3 as lame writes it: an ID3 tag or an MPEG audio frame (11 sync bits, layer III). */
export const isMp3 = (body: Buffer) =>
  body.toString('latin1', 0, 3) === 'ID3' || (body[0] === 0xff && ((body[1] ?? 0) & 0xe6) === 0xe2);

/**
 * A stand-in for the Piper program, as a real process: a Node script that takes `--model` and
 * `--output_file` like Piper, reads the text on standard input, appends it to `{model}.log` (so
 * tests count the runs) and writes a WAV tone as long as the text. A text with 'SLOW' makes it
 * hang (for the time limit), one with 'FAIL' makes it exit with an error.
 */
export function fakePiper() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'retropics-piper-'));
  const program = path.join(dir, 'piper');
  const model = path.join(dir, 'de_DE-test-medium.onnx');
  writeFileSync(model, 'not a real model');
  writeFileSync(`${model}.json`, '{}');
  writeFileSync(
    program,
    `#!/usr/bin/env node
const fs = require('node:fs');
const args = process.argv.slice(2);
const model = args[args.indexOf('--model') + 1];
const output = args[args.indexOf('--output_file') + 1];
let text = '';
process.stdin.on('data', (chunk) => { text += chunk; });
process.stdin.on('end', () => {
  fs.appendFileSync(model + '.log', JSON.stringify(text.trim()) + '\\n');
  if (text.includes('FAIL')) { console.error('voice model broken'); process.exit(3); }
  if (text.includes('SLOW')) { setTimeout(() => {}, 60000); return; }
  const rate = 16000, samples = Math.min(rate * 5, text.length * 800);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii'); wav.writeUInt32LE(36 + samples * 2, 4); wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16); wav.writeUInt16LE(1, 20); wav.writeUInt16LE(1, 22); wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28); wav.writeUInt16LE(2, 32); wav.writeUInt16LE(16, 34); wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) wav.writeInt16LE(Math.round(Math.sin(i / 4) * 9000), 44 + i * 2);
  fs.writeFileSync(output, wav);
});
`,
  );
  chmodSync(program, 0o755);
  const runs = () => {
    try {
      return readFileSync(`${model}.log`, 'utf8').trim().split('\n').filter(Boolean);
    } catch {
      return [];
    }
  };
  return { dir, program, model, runs };
}
