import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  COLORIZE_JOB,
  COLORIZE_SWEEP_JOB,
  enqueueMissingColorizations,
  parseColorizeJobKey,
} from '../../image-models/colorize-jobs.js';
import { ColorizeModelRefused, type Colorizer, createColorizer } from '../../image-models/colorize-model.js';
import { createOnnxRunner } from '../../image-models/onnx-runner.js';
import { PermanentJobFailure } from '../../jobs/job-worker.js';
import { untilAborted } from '../../jobs/worker-thread.js';
import { originalKey, photographOriginal } from '../../media/media-paths.js';
import type { MediaStorage } from '../../media/storage.js';
import type { ColorizedRepository } from './colorized.repository.js';
import type { ColorizedService } from './colorized.service.js';

/**
 * The `colorize.photograph` job: the operator's model colorizes one side of a black-and-white
 * photograph, kept through the same `save` as an editor's upload (source 'model'). A side that
 * has a colorized version by then keeps it: the model never replaces an editor's.
 */
export function colorizeHandler(deps: {
  repository: ColorizedRepository;
  service: Pick<ColorizedService, 'save'>;
  storage: MediaStorage;
  colorizer: Pick<Colorizer, 'colorize' | 'modelName'>;
}) {
  return async (job: { key: string }, context?: { signal: AbortSignal }) => {
    const key = parseColorizeJobKey(job.key);
    if (!key) throw new PermanentJobFailure(`not a colorize job key: ${job.key}`);
    const photograph = await deps.repository.find(key.photographId);
    if (!photograph) return { skipped: 'no such photograph' };
    if (!photograph.isBlackAndWhite) return { skipped: 'not black-and-white' };
    const filePath = key.side === 'front' ? photograph.filePath : photograph.backFilePath;
    if (filePath === null) return { skipped: 'no back side' };
    if (key.side === 'front' ? photograph.hasColorized : photograph.hasColorizedBack)
      return { skipped: 'it has a colorized version' };
    const original = await deps.storage.source(originalKey(photographOriginal(filePath)));
    if (!original) throw new PermanentJobFailure(`the original ${filePath} does not exist`);
    const started = Date.now();
    const picture = await untilAborted(
      deps.colorizer.colorize(original),
      context?.signal,
      'colorization',
    ).catch((error: unknown) => {
      throw error instanceof ColorizeModelRefused ? new PermanentJobFailure(error.message) : error;
    });
    const colorizeMs = Date.now() - started;
    // An editor's upload may have come in while the model worked: theirs stays.
    const now = await deps.repository.find(key.photographId);
    if (!now || (key.side === 'front' ? now.hasColorized : now.hasColorizedBack))
      return { skipped: 'a colorized version arrived meanwhile' };
    const saved = await deps.service.save(key.photographId, key.side, picture, { source: 'model' });
    return { model: deps.colorizer.modelName, size: [saved.width, saved.height], colorizeMs };
  };
}

/**
 * With COLORIZE_MODEL_PATH: this process runs the colorize jobs, the model's thread starting
 * with the first of them; the sweep of the sides without a colorized version is queued once per
 * model file. Without it nothing is registered and the queued jobs wait.
 */
export function registerColorization(
  app: FastifyInstance,
  deps: { repository: ColorizedRepository; service: Pick<ColorizedService, 'save'> },
) {
  const modelPath = app.config.colorizeModelPath;
  if (!modelPath) return;
  if (!existsSync(modelPath)) throw new Error(`COLORIZE_MODEL_PATH names no file: ${modelPath}`);
  const colorizer = createColorizer(createOnnxRunner(modelPath), {
    maxInputPixels: app.config.media.maxInputPixels,
  });
  app.jobs.handle(COLORIZE_JOB, colorizeHandler({ ...deps, storage: app.media.storage, colorizer }));
  app.jobs.handle(COLORIZE_SWEEP_JOB, async () => ({ queued: await enqueueMissingColorizations(app.db) }));
  // The worker has stopped by now (the jobs plugin's preClose), so no job is cut off.
  app.addHook('onClose', async () => colorizer.close());
}

/** Run once when the server starts: a model not seen before gets its sweep of the archive. */
export async function prepareColorization(app: FastifyInstance) {
  const modelPath = app.config.colorizeModelPath;
  if (!modelPath) return;
  await app.jobs.enqueue(COLORIZE_SWEEP_JOB, path.basename(modelPath));
  app.jobs.worker.wake();
}
