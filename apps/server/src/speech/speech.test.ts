import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSpeechConfig } from '../config/speech-config.js';
import { createFsStorage } from '../media/fs-storage.js';
import { fakePiper, isMp3, speechInstalled } from '../test/audio-fixtures.js';
import { narrationLocales, narrationText } from './narration-text.js';
import { createSpeech } from './speech.js';

describe('narrationText', () => {
  it('speaks the name, then the description without markup, with pauses between blocks', () => {
    expect(
      narrationText({
        name: 'Kapellbrücke',
        description: '<p>Die <b>gedeckte</b> Brücke</p><p>A &amp; B</p>',
      }),
    ).toBe('Kapellbrücke. Die gedeckte Brücke A & B');
    expect(narrationText({ name: 'Wer war das?', description: '' })).toBe('Wer war das?');
    expect(narrationText({ name: '  ', description: 'Nur Text' })).toBeNull();
    expect(narrationText(undefined)).toBeNull();
  });

  it('lists recorded languages and those with a name and a voice', () => {
    const translations = [
      { locale: 'en', name: 'Bridge', description: '' },
      { locale: 'de', name: '', description: 'ohne Namen' },
    ];
    expect(narrationLocales(['it'], translations, new Set(['de', 'en', 'it']))).toEqual(['en', 'it']);
    expect(narrationLocales([], translations, new Set())).toEqual([]);
  });
});

describe('speech engines', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'retropics-speech-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const speechWith = async (environment: NodeJS.ProcessEnv) =>
    createSpeech({
      settings: readSpeechConfig(environment),
      storage: await createFsStorage(path.join(dir, 'media')),
      scratchDir: dir,
    });

  it.runIf(speechInstalled)(
    'espeak-ng speaks de, en and it offline, each clip in well under a second',
    async () => {
      const speech = await speechWith({ SPEECH_ENGINE: 'espeak-ng' });
      const sentences = {
        de: 'Kapellbrücke und Wasserturm, Luzern. Die gedeckte Brücke über die Reuss, um 1365 gebaut, mit dem achteckigen Wasserturm im Fluss; dahinter die Altstadt.',
        en: 'Kapellbrücke and Wasserturm, Lucerne. The Chapel Bridge, built around 1365, with the octagonal Wasserturm in the Reuss and the old town behind.',
        it: 'Kapellbrücke e Wasserturm, Lucerna. Il ponte della Cappella, costruito intorno al 1365, con la torre ottagonale nella Reuss e la città vecchia sullo sfondo.',
      } as const;
      for (const locale of ['de', 'en', 'it'] as const) {
        expect(speech.engineOf(locale)).toBe('espeak-ng');
        const started = performance.now();
        const clip = await speech.speak(locale, sentences[locale]);
        const ms = performance.now() - started;
        expect(clip && isMp3(clip.body)).toBe(true);
        // 48 kbit/s: 6 KB a second; these sentences last several seconds.
        expect(clip?.body.length).toBeGreaterThan(30_000);
        expect(ms).toBeLessThan(1000);
        console.info(
          `espeak-ng ${locale}: ${clip?.body.length} bytes in ${Math.round(ms)} ms (synthesis and encoding)`,
        );
      }
    },
  );

  it('takes Piper where the operator gives a voice, espeak-ng elsewhere, and nothing with none', async () => {
    const piper = fakePiper();
    try {
      const auto = await speechWith({ PIPER_PATH: piper.program, PIPER_VOICE_DE: piper.model });
      expect(auto.engineOf('de')).toBe(speechInstalled ? 'piper' : null);
      expect(auto.engineOf('en')).toBe(speechInstalled ? 'espeak-ng' : null);
      const onlyPiper = await speechWith({
        SPEECH_ENGINE: 'piper',
        PIPER_PATH: piper.program,
        PIPER_VOICE_DE: piper.model,
      });
      expect([...onlyPiper.locales]).toEqual(speechInstalled ? ['de'] : []);
      const missingModel = await speechWith({
        SPEECH_ENGINE: 'piper',
        PIPER_PATH: piper.program,
        PIPER_VOICE_DE: `${piper.model}.gone`,
      });
      expect(missingModel.locales.size).toBe(0);
      expect((await speechWith({ SPEECH_ENGINE: 'none' })).locales.size).toBe(0);
      expect(
        (await speechWith({ SPEECH_ENGINE: 'espeak-ng', ESPEAK_NG_PATH: '/nonexistent/espeak-ng' })).locales
          .size,
      ).toBe(0);
      expect(await (await speechWith({ SPEECH_ENGINE: 'none' })).speak('de', 'Hallo')).toBeNull();
    } finally {
      await rm(piper.dir, { recursive: true, force: true });
    }
  });
});
