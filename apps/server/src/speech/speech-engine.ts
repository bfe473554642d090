import type { Locale } from '@retropics/domain/constants';

/**
 * One outside program that turns text into speech (a WAV), behind the same small interface as
 * the other outside systems: espeak-ng from Debian, or Piper where the operator gives voices.
 */
export interface SpeechEngine {
  readonly name: 'espeak-ng' | 'piper';
  /** The languages this engine has a voice for on this machine. */
  readonly locales: readonly Locale[];
  /**
   * Names the voice of a language as precisely as it sounds (program version, voice, model file
   * and its date): part of the cache key, so another voice never answers with old audio.
   */
  voiceId(locale: Locale): string;
  /** The text spoken in that language, as a WAV file. */
  speak(text: string, locale: Locale, timeoutMs: number): Promise<Buffer>;
}
