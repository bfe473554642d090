import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config/config.js';
import { jobs } from '../db/schema/jobs.js';
import { useTestApp } from '../test/api-test-app.js';
import { buildPhotograph } from '../test/factories.js';
import { FACE_JOB, faceJobKey } from './face-jobs.js';
import { prepareFaceDetection } from './faces.plugin.js';

/**
 * `FACE_DETECTION=new` (the browser tests): the worker searches what comes in, but the start-up
 * sweep of every side never searched (minutes for the demo archive) does not happen.
 */
const api = useTestApp({ seed: false, environment: { FACE_DETECTION: 'new' } });

describe('FACE_DETECTION settings', () => {
  it('reads on, new and off', () => {
    const faces = (value: string | undefined) =>
      readConfig({ DATA_DIR: '/tmp/retropics-config-test', FACE_DETECTION: value }).faces;
    expect(faces(undefined)).toEqual({ detection: true, sweepArchive: true });
    expect(faces('on')).toEqual({ detection: true, sweepArchive: true });
    expect(faces('new')).toEqual({ detection: true, sweepArchive: false });
    expect(faces('off')).toEqual({ detection: false, sweepArchive: false });
    expect(() => faces('sometimes')).toThrow();
  });

  it('with new, queues no search of the photographs already there at start', async () => {
    expect(api.app.config.faces).toEqual({ detection: true, sweepArchive: false });
    const photograph = await buildPhotograph(api.app, {});
    await prepareFaceDetection(api.app);
    const queued = await api.db.select({ key: jobs.key }).from(jobs).where(eq(jobs.kind, FACE_JOB));
    expect(queued.map((row) => row.key)).not.toContain(faceJobKey(photograph.id, false));
  });
});
