import { LOCALES } from '@retropics/domain/constants';
import fp from 'fastify-plugin';
import { createSpeech, type Speech } from './speech.js';

declare module 'fastify' {
  interface FastifyInstance {
    speech: Speech;
  }
}

/** The speech engines, looked for once at start (SPEECH_ENGINE, PIPER_*). Needs the media plugin. */
export const speechPlugin = fp(
  async (app) => {
    const speech = await createSpeech({
      settings: app.config.speech,
      storage: app.media.storage,
      scratchDir: app.media.scratchDir,
    });
    const voices = LOCALES.map((locale) => `${locale}: ${speech.engineOf(locale) ?? 'none'}`).join(', ');
    app.log.info(`narration speech (${app.config.speech.engine}): ${voices}`);
    app.decorate('speech', speech);
  },
  { name: 'speech', dependencies: ['media'] },
);
