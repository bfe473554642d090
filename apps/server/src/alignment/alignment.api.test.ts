import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { containPlacement, type Homography } from '@retropics/domain/alignment';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readConfig, serverPaths } from '../config/config.js';
import { retrosnaps } from '../db/schema/retrosnaps.js';
import { useTestApp } from '../test/api-test-app.js';
import { buildPhotograph, buildRetrosnap } from '../test/factories.js';
import { prepareAlignment } from './alignment.plugin.js';
import { ALIGN_JOB, ALIGN_PRIORITY, alignJobKey } from './alignment-job.js';

/**
 * The alignment job with the real matcher in its thread (ALIGNMENT=inline; every other test app
 * has it off): a RetroSnap of a demo repeat pair comes out aligned, one of another place failed,
 * the author's own alignment survives a rerun, a missing RetroSnap fails for good, and the start-up
 * sweep queues what was never aligned.
 */
const api = useTestApp({ seed: false, environment: { ALIGNMENT: 'inline' } });

type Alignment = {
  state: 'pending' | 'aligned' | 'manual' | 'failed';
  homography: number[] | null;
  automatic: number[] | null;
  inliers: number | null;
  errorPx: number | null;
};

/** A photograph and a RetroSnap of it, their originals two files of the demo archive. */
async function pairOf(photographFile: string, retrosnapFile: string) {
  const manifest = JSON.parse(
    await readFile(path.join(serverPaths.demoArchive, 'manifest.json'), 'utf8'),
  ) as Array<{
    file: string;
    width: number;
    height: number;
  }>;
  const sizeOf = (file: string) => {
    const entry = manifest.find((candidate) => candidate.file === `images/${file}`);
    if (!entry) throw new Error(`${file} is not in the demo archive`);
    return { width: entry.width, height: entry.height };
  };
  const store = async (filePath: string, file: string) =>
    api.app.media.storage.write(
      `photographs/${filePath}`,
      await readFile(path.join(serverPaths.demoArchive, 'images', file)),
      'image/jpeg',
    );
  const photograph = await buildPhotograph(api.app, {
    filePath: `test/${photographFile}`,
    ...sizeOf(photographFile),
  });
  await store(photograph.filePath, photographFile);
  const snap = await buildRetrosnap(api.app, {
    photographId: photograph.id,
    filePath: `retrosnaps/test/${retrosnapFile}`,
    ...sizeOf(retrosnapFile),
  });
  await store(snap.filePath, retrosnapFile);
  return snap;
}

async function align(retrosnapId: number, options: { rerun?: boolean } = {}) {
  await api.app.jobs.enqueue(ALIGN_JOB, alignJobKey(retrosnapId), {
    priority: ALIGN_PRIORITY.upload,
    ...options,
  });
  await api.app.jobs.worker.drain(120_000);
  return api.app.jobs.queue.find(ALIGN_JOB, alignJobKey(retrosnapId));
}

async function alignmentOf(retrosnapId: number) {
  const { status, body } = await api.get(`/retrosnaps/${retrosnapId}`);
  expect(status).toBe(200);
  return body.alignment as Alignment;
}

describe('the alignment job', () => {
  it('aligns a RetroSnap of a repeat pair and keeps the files as they are', async () => {
    const snap = await pairOf('gnp-chaney-glacier-1911.jpg', 'gnp-chaney-glacier-2005.jpg');
    const stored = await api.app.media.storage.read(`photographs/${snap.filePath}`);
    expect(await alignmentOf(snap.id)).toMatchObject({ state: 'pending', homography: null });

    const job = await align(snap.id);
    console.log('alignment job result:', JSON.stringify(job?.result));
    expect(job).toMatchObject({ state: 'done', attempts: 1, lastError: null });
    expect(job?.result).toMatchObject({ aligned: true, alignMs: expect.any(Number) });

    const alignment = await alignmentOf(snap.id);
    expect(alignment.state).toBe('aligned');
    expect(alignment.homography).toHaveLength(9);
    expect(alignment.automatic).toEqual(alignment.homography);
    expect(alignment.inliers).toBeGreaterThanOrEqual(100);
    expect(alignment.errorPx).toBeLessThan(3);
    // The 2005 view repeats the 1911 one closely: the photograph lies within a few percent of
    // where it lies unaligned (the pair test prints 6 px on 720).
    const unaligned = containPlacement(1, 1);
    for (const index of [0, 2, 4, 5]) {
      expect(Math.abs((alignment.homography?.[index] as number) - (unaligned[index] as number))).toBeLessThan(
        0.05,
      );
    }
    // The original is not touched.
    expect((await api.app.media.storage.read(`photographs/${snap.filePath}`))?.info.etag).toBe(
      stored?.info.etag,
    );
  }, 180_000);

  it("answers 'failed' for a RetroSnap of another place", async () => {
    const snap = await pairOf('milwaukee-1936-slums-milwaukee-wisconsin.jpg', 'gnp-sperry-glacier-2001.jpg');
    const job = await align(snap.id);
    expect(job).toMatchObject({ state: 'done', result: expect.objectContaining({ aligned: false }) });
    expect(await alignmentOf(snap.id)).toEqual({
      state: 'failed',
      homography: null,
      automatic: null,
      inliers: null,
      errorPx: null,
    });
    const [row] = await api.db.select().from(retrosnaps).where(eq(retrosnaps.id, snap.id));
    expect(row?.alignment).toMatchObject({ automatic: null, manual: null, alignedAt: expect.any(String) });
  }, 180_000);

  it("keeps the author's own alignment when the matcher runs again", async () => {
    const snap = await pairOf('gnp-blackfoot-glacier-1914.jpg', 'gnp-blackfoot-glacier-2009.jpg');
    const manual: Homography = [0.9, 0.02, 0.04, -0.02, 0.9, 0.06, 0, 0, 1];
    await api.db
      .update(retrosnaps)
      .set({ alignment: { automatic: null, manual, alignedAt: '2026-01-01T00:00:00.000Z' } })
      .where(eq(retrosnaps.id, snap.id));

    expect(await align(snap.id, { rerun: true })).toMatchObject({ state: 'done', result: { aligned: true } });
    const alignment = await alignmentOf(snap.id);
    expect(alignment).toMatchObject({ state: 'manual', homography: manual });
    expect(alignment.automatic).toHaveLength(9);
    const [row] = await api.db.select().from(retrosnaps).where(eq(retrosnaps.id, snap.id));
    expect(row?.alignment?.alignedAt).not.toBe('2026-01-01T00:00:00.000Z');
  }, 180_000);

  it('skips a RetroSnap deleted before its turn, without an error', async () => {
    const job = await align(987_654);
    expect(job).toMatchObject({ state: 'done', attempts: 1, result: { skipped: 'no such RetroSnap' } });
    expect(job?.lastError ?? null).toBeNull();
  });

  it('queues, at start, every RetroSnap never aligned, once', async () => {
    const never = await buildRetrosnap(api.app);
    const aligned = await buildRetrosnap(api.app);
    await api.db
      .update(retrosnaps)
      .set({ alignment: { automatic: null, manual: null, alignedAt: new Date().toISOString() } })
      .where(eq(retrosnaps.id, aligned.id));
    // The worker would run the sweep's jobs at once (and fail them: the factory has no files).
    await api.app.jobs.worker.stop();
    // ALIGNMENT=new (the browser tests): nothing is swept.
    const sweepOff = { ...api.app.config, alignment: { inline: true, sweepAtStart: false } };
    await prepareAlignment(Object.assign(Object.create(api.app), { config: sweepOff }));
    expect(await api.app.jobs.queue.find(ALIGN_JOB, alignJobKey(never.id))).toBeNull();
    await prepareAlignment(api.app);
    expect(await api.app.jobs.queue.find(ALIGN_JOB, alignJobKey(never.id))).toMatchObject({
      state: 'queued',
      priority: ALIGN_PRIORITY.archive,
    });
    expect(await api.app.jobs.queue.find(ALIGN_JOB, alignJobKey(aligned.id))).toBeNull();
  });

  it('runs in this process with ALIGNMENT=inline (the default) or new, sweeps only with inline, and leaves the jobs queued with off', () => {
    const alignment = (value?: string) =>
      readConfig({ DATA_DIR: '/tmp/retropics-config-test', ALIGNMENT: value }).alignment;
    expect(alignment()).toEqual({ inline: true, sweepAtStart: true });
    expect(alignment('inline')).toEqual({ inline: true, sweepAtStart: true });
    expect(alignment('new')).toEqual({ inline: true, sweepAtStart: false });
    expect(alignment('off')).toEqual({ inline: false, sweepAtStart: false });
    expect(() => alignment('on')).toThrow();
  });
});
