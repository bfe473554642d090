import { DEPTH_MAP_MESSAGES } from '@retropics/domain/contracts/depth-map.contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedItems } from '../../db/schema/feed.js';
import { photographs } from '../../db/schema/photographs.js';
import { DEPTH_JOB } from '../../image-models/depth-estimate-jobs.js';
import { useTestApp } from '../../test/api-test-app.js';
import { buildPhotograph, type SignedIn, signedIn } from '../../test/factories.js';
import { multipart, solidGif } from '../../test/media-fixtures.js';
import { policyTable } from '../../test/policy.js';

type Photograph = {
  id: number;
  depthMapPath: string | null;
  depthMapData: {
    source: string;
    width: number;
    height: number;
    model?: string;
    dateModified: string;
  } | null;
};

const api = useTestApp({ seed: false });

let editor: SignedIn;

beforeAll(async () => {
  editor = await signedIn(api.app, 'editor');
});

/** A horizontal gradient, near (light) on the left: a depth map of `width` × `height`. */
const gradient = (width: number, height: number, format: 'png' | 'jpeg' = 'png') => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      pixels.fill(255 - Math.round((x / (width - 1)) * 255), (y * width + x) * 3, (y * width + x + 1) * 3);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

/** A photograph of 1200 × 800 (the factory's), without a depth map. */
const photograph = () => buildPhotograph(api.app);

async function upload(
  id: number,
  as: SignedIn | null,
  body: Buffer,
  fields = { source: 'upload' },
  name = 'depth.png',
) {
  const form = multipart([{ field: 'file', name, body, type: 'image/png' }], fields);
  const response = await api.app.inject({
    method: 'PUT',
    url: `/photographs/${id}/depth_map`,
    payload: form.payload,
    headers: { ...form.headers, ...(as ? as.headers : {}) },
  });
  return { status: response.statusCode, body: response.json() as Photograph & Record<string, unknown> };
}

const stored = async (key: string) => api.app.media.storage.stat(key);

describe('depth maps: who may set and remove them (spec §6, issue 20)', () => {
  policyTable(
    () => api.app,
    [
      {
        route: 'PUT /photographs/{id}/depth_map (editors and admins)',
        allowed: ['editor', 'admin'],
        request: async () => {
          const form = multipart([{ field: 'file', name: 'd.png', body: await gradient(60, 40) }], {
            source: 'upload',
          });
          return { method: 'PUT', url: `/photographs/${(await photograph()).id}/depth_map`, ...form };
        },
      },
      {
        route: 'DELETE /photographs/{id}/depth_map (editors and admins)',
        allowed: ['editor', 'admin'],
        request: async () => {
          const { id } = await photograph();
          expect((await upload(id, editor, await gradient(60, 40))).status).toBe(200);
          return { method: 'DELETE', url: `/photographs/${id}/depth_map` };
        },
      },
    ],
  );
});

describe('PUT /photographs/{id}/depth_map', () => {
  it("stores an 8-bit grey PNG of the front's shape, answers the photograph and refreshes the feed", async () => {
    const { id } = await photograph();
    const answer = await upload(id, editor, await gradient(1800, 1200, 'jpeg'), { source: 'painted' });
    expect(answer.status).toBe(200);
    expect(answer.body['@id']).toBe(`/photographs/${id}`);
    expect(answer.body.depthMapPath).toMatch(new RegExp(`^depth-maps/${id}-[0-9a-f]{16}\\.png$`));
    expect(answer.body.depthMapData).toMatchObject({ source: 'painted', width: 1024, height: 683 });
    expect(Number.isNaN(Date.parse(answer.body.depthMapData?.dateModified ?? ''))).toBe(false);

    const file = await api.app.inject({ url: `/media/photographs/${answer.body.depthMapPath}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 1024, height: 683, channels: 1, depth: 'uchar' });
    // Near stays light: the left edge is brighter than the right.
    const { data, info } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(230);
    expect(data[(info.width - 1) * info.channels]).toBeLessThan(25);

    const [feed] = await api.db.select().from(feedItems).where(eq(feedItems.documentId, id));
    expect(feed?.depthMapPath).toBe(answer.body.depthMapPath);
  });

  it('never makes a depth map larger than the photograph, and accepts a ratio within 2 %', async () => {
    const small = await buildPhotograph(api.app, { width: 300, height: 200 });
    const answer = await upload(small.id, editor, await gradient(609, 400));
    expect(answer.status).toBe(200);
    expect(answer.body.depthMapData).toMatchObject({ source: 'upload', width: 300, height: 200 });
  });

  it('refuses a depth map of another aspect ratio with a 422 naming both ratios', async () => {
    const { id } = await photograph();
    const violations = api.violationsOf(await upload(id, editor, await gradient(400, 400)));
    expect(violations).toEqual([{ propertyPath: 'file', message: DEPTH_MAP_MESSAGES.ratio(1, 1.5) }]);
    expect(violations[0]?.message).toContain('1.000');
    expect(violations[0]?.message).toContain('1.500');
    const [row] = await api.db.select().from(photographs).where(eq(photographs.id, id));
    expect(row?.depthMapPath).toBeNull();
  });

  it.each([
    ['a text file named .png', Buffer.from('near is light, far is dark\n'.repeat(20))],
    ['a GIF', null],
    ['a truncated PNG', 'truncated'],
  ] as const)('refuses %s with a 422', async (_label, content) => {
    const { id } = await photograph();
    const body =
      content === null
        ? await solidGif(60, 40)
        : content === 'truncated'
          ? (await gradient(600, 400)).subarray(0, 300)
          : content;
    const violations = api.violationsOf(await upload(id, editor, body));
    expect(violations).toEqual([{ propertyPath: 'file', message: expect.any(String) }]);
  });

  it('refuses a missing file or source', async () => {
    const { id } = await photograph();
    expect(api.violationsOf(await upload(id, editor, await gradient(60, 40), { source: 'model' }))).toEqual([
      { propertyPath: 'source', message: DEPTH_MAP_MESSAGES.source },
    ]);
    expect(api.violationsOf(await upload(id, editor, Buffer.alloc(0)))).toEqual([
      { propertyPath: 'file', message: DEPTH_MAP_MESSAGES.chooseFile },
    ]);
  });

  it('answers 404 for an unknown photograph', async () => {
    const answer = await upload(999_999, editor, await gradient(60, 40));
    expect(answer.status).toBe(404);
    expect(answer.body['@type']).toBe('hydra:Error');
  });

  it('stores a replacement under a new name and removes the old file', async () => {
    const { id } = await photograph();
    const first = await upload(id, editor, await gradient(600, 400));
    const firstPath = first.body.depthMapPath as string;
    expect(await stored(`photographs/${firstPath}`)).not.toBeNull();
    const inverted = await sharp(await gradient(600, 400))
      .negate()
      .png()
      .toBuffer();
    const second = await upload(id, editor, inverted, { source: 'painted' });
    expect(second.status).toBe(200);
    expect(second.body.depthMapPath).not.toBe(firstPath);
    expect(second.body.depthMapData?.source).toBe('painted');
    expect(await stored(`photographs/${firstPath}`)).toBeNull();
    expect(await stored(`photographs/${second.body.depthMapPath}`)).not.toBeNull();
  });
});

describe('DELETE /photographs/{id}/depth_map', () => {
  it('removes the depth map, its file and its feed entry, and answers 404 when there is none', async () => {
    const { id } = await photograph();
    const { body } = await upload(id, editor, await gradient(600, 400));
    const removed = await api.call('DELETE', `/photographs/${id}/depth_map`, editor);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ depthMapPath: null, depthMapData: null });
    expect(await stored(`photographs/${body.depthMapPath}`)).toBeNull();
    const [feed] = await api.db.select().from(feedItems).where(eq(feedItems.documentId, id));
    expect(feed?.depthMapPath).toBeNull();

    const again = await api.call('DELETE', `/photographs/${id}/depth_map`, editor);
    expect(again.status).toBe(404);
    expect(again.body['hydra:description']).toBe(DEPTH_MAP_MESSAGES.missing);
    expect((await api.call('DELETE', '/photographs/999999/depth_map', editor)).status).toBe(404);
  });
});

describe('without a depth model (DEPTH_MODEL_PATH unset)', () => {
  it('runs no depth job and shows no depth map in its place', async () => {
    const { id } = await photograph();
    await api.app.jobs.enqueue(DEPTH_JOB, String(id));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await api.app.jobs.queue.find(DEPTH_JOB, String(id))).toMatchObject({
      state: 'queued',
      attempts: 0,
    });
    const answer = await api.get(`/photographs/${id}`);
    expect(answer.body).toMatchObject({ depthMapPath: null, depthMapData: null });
  });
});
