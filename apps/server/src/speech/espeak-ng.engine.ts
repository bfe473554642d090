import { LOCALES, type Locale } from '@retropics/domain/constants';
import { runProcess } from './run-process.js';
import type { SpeechEngine } from './speech-engine.js';

/** espeak-ng's voice per language: British English, standard German and Italian. */
const VOICES: Record<Locale, string> = { de: 'de', en: 'en-gb', it: 'it' };
/** Words per minute: a little slower than espeak-ng's 175, for listening while looking. */
const WORDS_PER_MINUTE = '155';

/**
 * Debian's espeak-ng (formant synthesis: robotic but clear, offline, milliseconds a sentence).
 * Answers null when the program is not there, so the server runs on without it.
 */
export async function createEspeakEngine(program: string): Promise<SpeechEngine | null> {
  let version: string;
  try {
    version = (await runProcess(program, ['--version'], { timeoutMs: 5000 })).toString('utf8').trim();
  } catch {
    return null;
  }
  return {
    name: 'espeak-ng',
    locales: LOCALES,
    voiceId: (locale) => `${version} -v ${VOICES[locale]} -s ${WORDS_PER_MINUTE}`,
    speak: (text, locale, timeoutMs) =>
      // UTF-8 text on standard input (no argument can be mistaken for an option), WAV on output.
      runProcess(program, ['-v', VOICES[locale], '-s', WORDS_PER_MINUTE, '-b', '1', '--stdout'], {
        input: text,
        timeoutMs,
      }),
  };
}
