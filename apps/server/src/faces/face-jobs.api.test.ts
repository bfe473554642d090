import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { photographFaces } from '../db/schema/faces.js';
import { jobs } from '../db/schema/jobs.js';
import { createJobWorker } from '../jobs/job-worker.js';
import { useTestApp } from '../test/api-test-app.js';
import { buildPerson, buildPhotograph } from '../test/factories.js';
import { twoToneJpeg } from '../test/media-fixtures.js';
import { createFaceRepository } from './face.repository.js';
import type { DetectedFace } from './face-geometry.js';
import { enqueueMissingFaceDetection, FACE_JOB, faceJobHandler, faceJobKey } from './face-jobs.js';
import type { FaceDetector, Pixels } from './human-face-detector.js';

/**
 * The face job around a detector that stands in for the real one (face-detection.api.test.ts
 * runs that): retries, idempotence, scaling back to the original, the start-up sweep. Detection
 * is off in this app, so only the worker made here takes the jobs.
 */
const api = useTestApp({ seed: false });
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

const unit = (index: number) => Array.from({ length: 1024 }, (_, i) => (i === index ? 1 : 0));

/** A detector that fails `failures` times, then finds one face in the searched copy's middle. */
function standIn(failures: number) {
  const seen: Pixels[] = [];
  let calls = 0;
  const detector: FaceDetector = {
    async detect(picture) {
      calls += 1;
      seen.push(picture);
      if (calls <= failures) throw new Error(`the detector's thread died (${calls})`);
      const face: DetectedFace = {
        box: [picture.width / 4, picture.height / 4, picture.width / 2, picture.height / 2],
        score: 0.9,
        descriptor: unit(3),
      };
      return [face];
    },
    close: async () => {},
  };
  return { detector, seen, calls: () => calls };
}

async function photographWithOriginal(width: number, height: number) {
  const photograph = await buildPhotograph(api.app, { width, height });
  await api.app.media.storage.write(
    `photographs/${photograph.filePath}`,
    await twoToneJpeg(width, height),
    'image/jpeg',
  );
  return photograph;
}

async function runJobs(detector: FaceDetector) {
  const worker = createJobWorker({ queue: api.app.jobs.queue, log: quiet, idlePollMs: 20, retryBaseMs: 10 });
  worker.handle(
    FACE_JOB,
    faceJobHandler({ db: api.db, storage: api.app.media.storage, images: api.app.media.images, detector }),
  );
  worker.start();
  await worker.drain(20_000);
  await worker.stop();
}

describe('the face job', () => {
  it('is retried after a failure and keeps the faces in pixels of the original', async () => {
    // 3200 × 2000: searched at 1600 × 1000, so the detector's boxes are doubled.
    const photograph = await photographWithOriginal(3200, 2000);
    await api.app.jobs.enqueue(FACE_JOB, faceJobKey(photograph.id, false), { maxAttempts: 3 });
    const stand = standIn(1);
    await runJobs(stand.detector);

    expect(stand.calls()).toBe(2);
    expect(stand.seen[0]).toMatchObject({ width: 1600, height: 1000 });
    expect(await api.app.jobs.queue.find(FACE_JOB, faceJobKey(photograph.id, false))).toMatchObject({
      state: 'done',
      attempts: 2,
      lastError: null,
      result: expect.objectContaining({ found: 1, stored: 1 }),
    });
    const { body } = await api.get(`/photographs/${photograph.id}`);
    expect(body.faces).toEqual([{ id: expect.any(String), bounding_box: [800, 500, 1600, 1000] }]);
    expect(body.backFaces).toEqual([]);
  });

  it('gives up after its last try, keeping the error, and stores nothing', async () => {
    const photograph = await photographWithOriginal(600, 400);
    await api.app.jobs.enqueue(FACE_JOB, faceJobKey(photograph.id, false), { maxAttempts: 2 });
    await runJobs(standIn(5).detector);
    expect(await api.app.jobs.queue.find(FACE_JOB, faceJobKey(photograph.id, false))).toMatchObject({
      state: 'failed',
      attempts: 2,
      lastError: "the detector's thread died (2)",
    });
    expect(
      await api.db.select().from(photographFaces).where(eq(photographFaces.photographId, photograph.id)),
    ).toEqual([]);
  });

  it('keeps the faces it found when run again, so the ids comments name stay', async () => {
    const photograph = await photographWithOriginal(600, 400);
    const key = faceJobKey(photograph.id, false);
    await api.app.jobs.enqueue(FACE_JOB, key);
    await runJobs(standIn(0).detector);
    const before = (await api.get(`/photographs/${photograph.id}`)).body.faces;
    await api.app.jobs.enqueue(FACE_JOB, key, { rerun: true });
    await runJobs(standIn(0).detector);
    expect((await api.get(`/photographs/${photograph.id}`)).body.faces).toEqual(before);
    expect(await api.app.jobs.queue.find(FACE_JOB, key)).toMatchObject({
      state: 'done',
      result: expect.objectContaining({ stored: 0 }),
    });
  });

  it('fails for good when the original is missing, and skips a photograph removed meanwhile', async () => {
    const withoutFile = await buildPhotograph(api.app);
    await api.app.jobs.enqueue(FACE_JOB, faceJobKey(withoutFile.id, false));
    await api.app.jobs.enqueue(FACE_JOB, faceJobKey(withoutFile.id, true));
    await api.app.jobs.enqueue(FACE_JOB, faceJobKey(999_999, false));
    await runJobs(standIn(0).detector);
    expect(await api.app.jobs.queue.find(FACE_JOB, faceJobKey(withoutFile.id, false))).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: expect.stringContaining('does not exist'),
    });
    // No back side, no such photograph: nothing to do.
    for (const key of [faceJobKey(withoutFile.id, true), faceJobKey(999_999, false)]) {
      expect(await api.app.jobs.queue.find(FACE_JOB, key)).toMatchObject({
        state: 'done',
        result: expect.objectContaining({ skipped: 'no such photograph side' }),
      });
    }
  });

  it('is queued at start-up for every side never searched, once', async () => {
    const photograph = await buildPhotograph(api.app, {
      backFilePath: 'factory/back.jpg',
      backWidth: 600,
      backHeight: 400,
    });
    expect(await enqueueMissingFaceDetection(api.db)).toBeGreaterThanOrEqual(2);
    expect(await enqueueMissingFaceDetection(api.db)).toBe(0);
    const keys = (await api.db.select({ key: jobs.key }).from(jobs).where(eq(jobs.kind, FACE_JOB))).map(
      (row) => row.key,
    );
    expect(keys).toEqual(
      expect.arrayContaining([faceJobKey(photograph.id, false), faceJobKey(photograph.id, true)]),
    );
  });

  it('leaves a dismissed face out of the photograph, and keeps who dismissed it', async () => {
    const photograph = await photographWithOriginal(600, 400);
    const faces = createFaceRepository(api.db);
    await faces.storeDetected(photograph.id, false, [
      { box: [10, 10, 50, 50], score: 0.9, descriptor: unit(1) },
      { box: [200, 100, 60, 60], score: 0.8, descriptor: unit(2) },
    ]);
    await faces.storeDetected(photograph.id, true, []);
    const stored = await faces.openOn([photograph.id]);
    expect(stored).toHaveLength(2);
    const first = stored.find((face) => face.box[0] === 10);
    if (!first) throw new Error('the first face was not stored');
    const curator = await buildPerson(api.app);
    await faces.dismiss(first, curator.id);
    const { body } = await api.get(`/photographs/${photograph.id}`);
    expect((body.faces as Array<{ bounding_box: number[] }>).map((face) => face.bounding_box)).toEqual([
      [200, 100, 60, 60],
    ]);
    const [row] = await api.db.select().from(photographFaces).where(eq(photographFaces.id, first.id));
    expect(row).toMatchObject({ dismissedById: curator.id, dismissedAt: expect.any(Date) });
  });
});
