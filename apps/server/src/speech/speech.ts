import { createHash } from 'node:crypto';
import { LOCALES, type Locale } from '@retropics/domain/constants';
import type { SpeechConfig } from '../config/speech-config.js';
import { speechKey } from '../media/media-paths.js';
import type { MediaStorage, StoredObjectInfo } from '../media/storage.js';
import { createEspeakEngine } from './espeak-ng.engine.js';
import { createMp3Encoder, type Mp3Encoder } from './mp3-encoder.js';
import { createPiperEngine } from './piper.engine.js';
import { SpeechFailed } from './run-process.js';
import type { SpeechEngine } from './speech-engine.js';

/** Two syntheses at a time: each takes a core for a moment; more wait their turn. */
const PARALLEL_SYNTHESES = 2;

export type SpokenAudio = { body: Buffer; info: StoredObjectInfo; contentType: string };

/** A queue that lets `limit` tasks run at once. */
function limiter(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * The engine per language as configured: `auto` takes Piper where it has a voice and espeak-ng
 * for the rest; without an encoder nothing can be served, so no language has a voice.
 */
async function chooseEngines(settings: SpeechConfig, scratchDir: string) {
  const engines = new Map<Locale, SpeechEngine>();
  if (settings.engine === 'none') return { engines, encoder: null };
  const encoder = await createMp3Encoder(settings.lamePath);
  if (!encoder) return { engines, encoder: null };
  const piper =
    settings.engine === 'espeak-ng'
      ? null
      : await createPiperEngine({ program: settings.piperPath, voices: settings.piperVoices, scratchDir });
  const espeak = settings.engine === 'piper' ? null : await createEspeakEngine(settings.espeakPath);
  for (const locale of LOCALES) {
    const engine = [piper, espeak].find((candidate) => candidate?.locales.includes(locale));
    if (engine) engines.set(locale, engine);
  }
  return { engines, encoder };
}

/**
 * Speech for narrations: the engines found at start, and `speak`, which answers the MP3 of a text
 * from the media store when it was made before and otherwise makes it once. Its key is a hash of
 * engine, voice, encoding and text, so an edited description gets new audio and the same text is
 * never synthesised twice; requests for the same text while it is being made wait for that one.
 */
export async function createSpeech(deps: {
  settings: SpeechConfig;
  storage: MediaStorage;
  scratchDir: string;
}) {
  const { settings, storage } = deps;
  const { engines, encoder } = await chooseEngines(settings, deps.scratchDir);
  const inFlight = new Map<string, Promise<SpokenAudio>>();
  const queue = limiter(PARALLEL_SYNTHESES);

  async function make(engine: SpeechEngine, codec: Mp3Encoder, locale: Locale, text: string, key: string) {
    const existing = await storage.read(key);
    if (existing) return { ...existing, contentType: codec.contentType };
    const mp3 = await queue(async () => {
      const wav = await engine.speak(text, locale, settings.timeoutMs);
      if (wav.length < 44) throw new SpeechFailed(`${engine.name} answered no audio`);
      return codec.encode(wav, settings.timeoutMs);
    });
    if (mp3.length === 0) throw new SpeechFailed('the encoder answered no audio');
    const info = await storage.write(key, mp3, codec.contentType);
    return { body: mp3, info, contentType: codec.contentType };
  }

  return {
    /** The languages this server can speak in. */
    locales: new Set(engines.keys()) as ReadonlySet<Locale>,
    /** Which engine speaks each language (for the log at start and the operators' docs). */
    engineOf: (locale: Locale) => engines.get(locale)?.name ?? null,

    /** The text spoken in that language as MP3; null when no engine speaks it. */
    async speak(locale: Locale, text: string): Promise<SpokenAudio | null> {
      const engine = engines.get(locale);
      if (!engine || !encoder) return null;
      const hash = createHash('sha256')
        .update(JSON.stringify([engine.name, engine.voiceId(locale), encoder.id, text]))
        .digest('hex');
      const key = speechKey(hash, encoder.extension);
      let pending = inFlight.get(key);
      if (!pending) {
        pending = make(engine, encoder, locale, text, key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}

export type Speech = Awaited<ReturnType<typeof createSpeech>>;
