import { runProcess } from './run-process.js';

/** Mono at 48 kbit/s: speech stays clear, a minute is about 350 KB. */
const LAME_ARGS = ['--quiet', '-m', 'm', '-b', '48', '-', '-'] as const;

/**
 * Debian's lame: WAV in, MP3 out. MP3 because every browser plays it in an audio element
 * (Safari on older iPhones plays no Ogg), its patents have run out, and lame is in Debian main.
 */
export async function createMp3Encoder(program: string) {
  let version: string;
  try {
    version =
      (await runProcess(program, ['--version'], { timeoutMs: 5000 })).toString('utf8').split('\n')[0] ?? '';
  } catch {
    return null;
  }
  return {
    /** Names the encoding in the cache key: another encoder or setting makes new files. */
    id: `${version.trim()} ${LAME_ARGS.join(' ')}`,
    contentType: 'audio/mpeg',
    extension: 'mp3',
    encode: (wav: Buffer, timeoutMs: number) => runProcess(program, LAME_ARGS, { input: wav, timeoutMs }),
  };
}

export type Mp3Encoder = NonNullable<Awaited<ReturnType<typeof createMp3Encoder>>>;
