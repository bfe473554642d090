import { z } from 'zod';

/**
 * The speech settings of the audio narrations (issue 20, spec §7 `/getAudio`): which engine
 * speaks a photograph's texts where no narration was recorded. `readConfig` calls this once.
 */
const speechEnvironmentSchema = z.object({
  /**
   * `auto`: Piper for the languages it has a voice for (PIPER_PATH and PIPER_VOICE_*), Debian's
   * espeak-ng for the others; `espeak-ng` or `piper`: only that one; `none`: recorded narrations only.
   */
  SPEECH_ENGINE: z.enum(['auto', 'espeak-ng', 'piper', 'none']).default('auto'),
  ESPEAK_NG_PATH: z.string().min(1).default('espeak-ng'),
  LAME_PATH: z.string().min(1).default('lame'),
  PIPER_PATH: z.string().min(1).optional(),
  PIPER_VOICE_DE: z.string().min(1).optional(),
  PIPER_VOICE_EN: z.string().min(1).optional(),
  PIPER_VOICE_IT: z.string().min(1).optional(),
  /** One synthesis (speech and encoding together) is stopped after this many seconds. */
  SPEECH_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** The largest recorded narration an editor may upload, in MB. */
  NARRATION_MAX_MB: z.coerce.number().int().min(1).max(500).default(20),
});

export type SpeechConfig = {
  engine: 'auto' | 'espeak-ng' | 'piper' | 'none';
  espeakPath: string;
  lamePath: string;
  /** Null: no Piper. */
  piperPath: string | null;
  /** The Piper voice model (.onnx, its .onnx.json beside it) per language, where the operator gives one. */
  piperVoices: { de: string | null; en: string | null; it: string | null };
  timeoutMs: number;
  narrationMaxBytes: number;
};

export function readSpeechConfig(environment: NodeJS.ProcessEnv): SpeechConfig {
  const parsed = speechEnvironmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  return {
    engine: env.SPEECH_ENGINE,
    espeakPath: env.ESPEAK_NG_PATH,
    lamePath: env.LAME_PATH,
    piperPath: env.PIPER_PATH ?? null,
    piperVoices: {
      de: env.PIPER_VOICE_DE ?? null,
      en: env.PIPER_VOICE_EN ?? null,
      it: env.PIPER_VOICE_IT ?? null,
    },
    timeoutMs: env.SPEECH_TIMEOUT_SECONDS * 1000,
    narrationMaxBytes: env.NARRATION_MAX_MB * 1024 * 1024,
  };
}
