import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES, type Locale } from '@retropics/domain/constants';
import { runProcess, SpeechFailed } from './run-process.js';
import type { SpeechEngine } from './speech-engine.js';

const readable = (file: string) =>
  access(file, constants.R_OK).then(
    () => true,
    () => false,
  );

/**
 * Piper (neural voices, https://github.com/rhasspy/piper) where the operator installs its program
 * and a voice model per language (`model.onnx` with `model.onnx.json` beside it). Text goes in on
 * standard input, the WAV comes back in a scratch file (`--output_file`), which both the C++
 * program and the Python package understand. Null when the program or every voice is missing.
 */
export async function createPiperEngine(settings: {
  program: string | null;
  voices: Record<Locale, string | null>;
  scratchDir: string;
}): Promise<SpeechEngine | null> {
  const { program, voices, scratchDir } = settings;
  if (!program) return null;
  try {
    await access(program, constants.X_OK);
  } catch {
    return null;
  }
  const models = new Map<Locale, { file: string; id: string }>();
  for (const locale of LOCALES) {
    const file = voices[locale];
    if (!file || !(await readable(file))) continue;
    const facts = await stat(file);
    models.set(locale, { file, id: `${path.basename(file)} ${facts.size} ${facts.mtimeMs}` });
  }
  if (models.size === 0) return null;
  const modelOf = (locale: Locale) => {
    const model = models.get(locale);
    if (!model) throw new SpeechFailed(`Piper has no voice for ${locale}`);
    return model;
  };
  return {
    name: 'piper',
    locales: [...models.keys()],
    voiceId: (locale) => modelOf(locale).id,
    async speak(text, locale, timeoutMs) {
      const output = path.join(scratchDir, `piper-${randomUUID()}.wav`);
      try {
        await runProcess(program, ['--model', modelOf(locale).file, '--output_file', output], {
          input: `${text}\n`,
          timeoutMs,
        });
        return await readFile(output);
      } catch (error) {
        if (error instanceof SpeechFailed) throw error;
        throw new SpeechFailed(`piper wrote no audio: ${(error as Error).message}`);
      } finally {
        await rm(output, { force: true });
      }
    },
  };
}
