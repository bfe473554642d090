import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  DEPTH_JOB,
  DEPTH_SWEEP_JOB,
  enqueueMissingDepthEstimates,
  parseDepthJobKey,
} from '../../image-models/depth-estimate-jobs.js';
import {
  createDepthEstimator,
  type DepthEstimator,
  DepthModelRefused,
} from '../../image-models/depth-model.js';
import { createOnnxRunner } from '../../image-models/onnx-runner.js';
import { PermanentJobFailure } from '../../jobs/job-worker.js';
import { untilAborted } from '../../jobs/worker-thread.js';
import type { MediaStorage } from '../../media/storage.js';
import { toDepthMapPng } from './depth-map.image.js';
import type { DepthMapRepository } from './depth-map.repository.js';
import type { DepthMapService } from './depth-map.service.js';

/**
 * The `depth.estimate` job: the operator's model makes the depth map of a photograph's front,
 * kept through the same `store` as an editor's upload (source 'model', the model file's name).
 * A photograph that has a depth map by then keeps it: the model never replaces an editor's map.
 */
export function depthEstimateHandler(deps: {
  repository: DepthMapRepository;
  service: Pick<DepthMapService, 'store'>;
  storage: MediaStorage;
  estimator: Pick<DepthEstimator, 'estimate' | 'modelName'>;
  maxInputPixels: number;
}) {
  return async (job: { key: string }, context?: { signal: AbortSignal }) => {
    const id = parseDepthJobKey(job.key);
    if (id === null) throw new PermanentJobFailure(`not a depth job key: ${job.key}`);
    const photograph = await deps.repository.find(id);
    if (!photograph) return { skipped: 'no such photograph' };
    if (photograph.depthMapPath)
      return { skipped: `it has a depth map (${photograph.depthMapData?.source})` };
    const source = await deps.storage.source(`photographs/${photograph.filePath}`);
    if (!source) throw new PermanentJobFailure(`the original ${photograph.filePath} does not exist`);
    const started = Date.now();
    const depth = await untilAborted(
      deps.estimator.estimate(sharp(source, { limitInputPixels: deps.maxInputPixels })),
      context?.signal,
      'depth estimation',
    ).catch((error: unknown) => {
      throw error instanceof DepthModelRefused ? new PermanentJobFailure(error.message) : error;
    });
    const estimateMs = Date.now() - started;
    const picture = await toDepthMapPng(
      sharp(depth.pixels, { raw: { width: depth.width, height: depth.height, channels: 1 } }),
      photograph,
      Math.max(photograph.width, photograph.height),
    );
    const stored = await deps.service.store(
      photograph,
      picture,
      { source: 'model', model: deps.estimator.modelName },
      { onlyWithout: true },
    );
    return stored
      ? {
          model: deps.estimator.modelName,
          estimated: [depth.width, depth.height],
          size: [picture.width, picture.height],
          estimateMs,
        }
      : { skipped: 'a depth map arrived meanwhile' };
  };
}

/**
 * With DEPTH_MODEL_PATH: this process runs the depth jobs, the model's thread starting with the
 * first of them; the sweep of the photographs without one is queued once per model file. Without
 * it nothing is registered and the queued estimates wait.
 */
export function registerDepthEstimation(
  app: FastifyInstance,
  deps: { repository: DepthMapRepository; service: Pick<DepthMapService, 'store'> },
) {
  const modelPath = app.config.depthModelPath;
  if (!modelPath) return;
  if (!existsSync(modelPath)) throw new Error(`DEPTH_MODEL_PATH names no file: ${modelPath}`);
  const estimator = createDepthEstimator(createOnnxRunner(modelPath));
  app.jobs.handle(
    DEPTH_JOB,
    depthEstimateHandler({
      ...deps,
      storage: app.media.storage,
      estimator,
      maxInputPixels: app.config.media.maxInputPixels,
    }),
  );
  app.jobs.handle(DEPTH_SWEEP_JOB, async () => ({ queued: await enqueueMissingDepthEstimates(app.db) }));
  // The worker has stopped by now (the jobs plugin's preClose), so no job is cut off.
  app.addHook('onClose', async () => estimator.close());
}

/** Run once when the server starts: a model not seen before gets its sweep of the archive. */
export async function prepareDepthEstimation(app: FastifyInstance) {
  const modelPath = app.config.depthModelPath;
  if (!modelPath) return;
  await app.jobs.enqueue(DEPTH_SWEEP_JOB, path.basename(modelPath));
  app.jobs.worker.wake();
}
