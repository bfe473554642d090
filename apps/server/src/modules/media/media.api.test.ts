import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAlbum, signedIn } from '../../test/factories.js';
import { createTestApp } from '../../test/test-app.js';
import { createMediaRepository } from './media.repository.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const kapellbruecke = 'demo/luzern-kapellbruecke-ca1895.jpg';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe("a private album's cover", () => {
  const cover = (id: number, query = '') => get(`/image_galleries/${id}/list.jpeg${query}`);
  const json = async (url: string, headers: Record<string, string>) => {
    const response = await get(url, headers);
    expect(response.statusCode, url).toBe(200);
    return response.json() as Record<string, unknown>;
  };

  it("opens with the signed query of its owner's answer, and with nothing else", async () => {
    const [owner, stranger, admin] = await Promise.all([
      signedIn(t.app),
      signedIn(t.app),
      signedIn(t.app, 'admin'),
    ]);
    const [photograph] = (await json('/photographs?itemsPerPage=1', {}))['hydra:member'] as Array<{
      id: number;
    }>;
    const album = await buildAlbum(t.app, {
      isPrivate: true,
      ownerId: owner.personId,
      photographIds: [(photograph as { id: number }).id],
    });
    const access = (await json(`/image_galleries/${album.id}`, owner.headers)).coverAccess as string;
    expect(access).toMatch(/^access=\d+\.[A-Za-z0-9_-]{32}$/);
    const list = await json(`/image_galleries?owner=${owner.personId}`, owner.headers);
    expect(list['hydra:member']).toContainEqual(
      expect.objectContaining({ '@id': album.iri, coverAccess: access }),
    );
    expect((await json(`/image_galleries/${album.id}`, admin.headers)).coverAccess).toMatch(/^access=/);

    const opened = await cover(album.id, `?${access}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/jpeg');
    // Kept by the owner's browser alone, and asked again once the owner picks another cover.
    expect(opened.headers['cache-control']).toBe('private, no-cache');

    expect((await cover(album.id)).statusCode).toBe(404);
    expect((await get(`/image_galleries/${album.id}/list.jpeg`, stranger.headers)).statusCode).toBe(404);
    const [expires, mac] = access.slice('access='.length).split('.') as [string, string];
    const forged = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect((await cover(album.id, `?access=${expires}.${forged}`)).statusCode).toBe(404);
    expect((await cover(album.id, `?access=${Number(expires) + 86_400}.${mac}`)).statusCode).toBe(404);
    // One album's signature opens no other private album.
    const other = await buildAlbum(t.app, { isPrivate: true, ownerId: owner.personId });
    expect((await cover(other.id, `?${access}`)).statusCode).toBe(404);
  });

  it('is not signed for a public album, whose cover is asked again after a change', async () => {
    const owner = await signedIn(t.app);
    const [photograph] = (await json('/photographs?itemsPerPage=1', {}))['hydra:member'] as Array<{
      id: number;
    }>;
    const album = await buildAlbum(t.app, {
      ownerId: owner.personId,
      photographIds: [(photograph as { id: number }).id],
    });
    expect((await json(`/image_galleries/${album.id}`, owner.headers)).coverAccess).toBeNull();
    expect((await cover(album.id)).statusCode).toBe(200);
  });

  it('of an album made from a search shows what the search finds', async () => {
    const repository = createMediaRepository(t.app.db);
    expect(await repository.searchPhotographPaths('text=Kapellbr%C3%BCcke', 3)).toContain(kapellbruecke);
    expect(await repository.searchPhotographPaths('daterange=oops', 3)).toEqual([]);
  });

  it('follows the album when its owner chose no cover pictures', async () => {
    const owner = await signedIn(t.app);
    const photographs = (await json('/photographs?itemsPerPage=3', {}))['hydra:member'] as Array<{
      '@id': string;
    }>;
    const send = (method: string, url: string, payload: unknown) =>
      t.app.inject({ method: method as 'POST', url, headers: owner.headers, payload: payload as object });
    const created = await send('POST', '/image_galleries', {
      headline: 'Wächst mit',
      photographs: [photographs[0]?.['@id']],
    });
    expect(created.statusCode).toBe(201);
    const album = created.json() as Record<string, unknown> & { id: number; '@id': string };
    const before = await cover(album.id);
    expect(before.statusCode).toBe(200);
    const changed = await send('PUT', album['@id'], {
      ...album,
      photographs: photographs.map((photograph) => photograph['@id']),
    });
    expect(changed.statusCode).toBe(200);
    const after = await cover(album.id);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('thumbnails /thumbnail/{size}/{filePath}', () => {
  it.each([
    ['list', 480],
    ['small', 720],
    ['display', 1024],
    ['lazy', 48],
  ])('makes %s within %i px, in WebP and JPEG by extension', async (size, box) => {
    for (const [extension, format, type] of [
      ['webp', 'webp', 'image/webp'],
      ['jpeg', 'jpeg', 'image/jpeg'],
    ] as const) {
      const response = await get(`/thumbnail/${size}/${kapellbruecke}.${extension}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta.format).toBe(format);
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(box);
    }
  });

  it('makes square icons', async () => {
    const meta = await sharp((await get(`/thumbnail/icon/${kapellbruecke}.webp`)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([128, 128]);
  });

  it('never enlarges: big of a small original keeps its size', async () => {
    const [photo] = (await get('/photographs?itemsPerPage=100')).json()['hydra:member'] as Array<{
      filePath: string;
      size: [number, number];
    }>;
    expect(photo).toBeDefined();
    const small = (await get('/photographs?itemsPerPage=100'))
      .json()
      ['hydra:member'].find((p: { size: [number, number] }) => Math.max(...p.size) < 2048);
    const meta = await sharp((await get(`/thumbnail/big/${small.filePath}.jpeg`)).rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual(small.size);
  });

  it('answers with an ETag, a year of caching, and 304 when the client has it', async () => {
    const first = await get(`/thumbnail/small/${kapellbruecke}.webp`);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await get(`/thumbnail/small/${kapellbruecke}.webp`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const other = await get(`/thumbnail/small/${kapellbruecke}.webp`, { 'if-none-match': '"other"' });
    expect(other.statusCode).toBe(200);
  });

  it('crops with c=left,top,width,height in fractions or pixels', async () => {
    const fraction = await get(`/thumbnail/display/${kapellbruecke}.jpeg?c=0,0,0.5,0.25`);
    expect(fraction.statusCode).toBe(200);
    const full = await sharp((await get(`/thumbnail/display/${kapellbruecke}.jpeg`)).rawPayload).metadata();
    const cropped = await sharp(fraction.rawPayload).metadata();
    const fullRatio = (full.width ?? 1) / (full.height ?? 1);
    expect((cropped.width ?? 0) / (cropped.height ?? 1)).toBeCloseTo(fullRatio * 2, 1);
    const pixels = await sharp(
      (await get(`/thumbnail/list/${kapellbruecke}.webp?c=10,20,300,100`)).rawPayload,
    ).metadata();
    expect([pixels.width, pixels.height]).toEqual([300, 100]);
    expect((await get(`/thumbnail/list/${kapellbruecke}.webp?c=1,2,-3,4`)).statusCode).toBe(400);
  });

  it('serves the plain picture for colorized. until a colorized version exists, with a short lifetime', async () => {
    const response = await get(`/thumbnail/list/colorized.${kapellbruecke}.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['x-media-note']).toMatch(/colorized/);
  });

  it('refuses unknown sizes, missing files and paths that climb out of the folder', async () => {
    expect((await get(`/thumbnail/huge/${kapellbruecke}.webp`)).statusCode).toBe(404);
    expect((await get('/thumbnail/list/demo/nope.jpg.webp')).statusCode).toBe(404);
    const climb = await get('/thumbnail/list/demo/..%2F..%2F..%2Fetc%2Fpasswd.webp');
    expect(climb.statusCode).toBe(404);
    expect(climb.headers['content-type']).toMatch(/ld\+json/);
  });

  it('does the work once when many ask for a new thumbnail at the same time', async () => {
    const spy = vi.spyOn(t.app.media.images, 'makeDerivative');
    const url = `/thumbnail/big/demo/luzern-jesuitenkirche-ca1890.jpg.webp`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(url)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});

describe('other media addresses of the demo archive', () => {
  it('serves originals under /media/photographs with validators', async () => {
    const response = await get(`/media/photographs/${kapellbruecke}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const again = await get(`/media/photographs/${kapellbruecke}`, {
      'if-none-match': response.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves a collection photograph by its raw address', async () => {
    const photographs = (await get('/photographs?itemsPerPage=100')).json()['hydra:member'] as Array<{
      filePath: string;
      collection: string;
    }>;
    const photo = photographs.find((p) => p.filePath === kapellbruecke);
    const collectionId = photo?.collection.split('/').pop();
    const response = await get(
      `/media/photographs/photograph_collection/raw/${collectionId}/luzern-kapellbruecke-ca1895.jpeg`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(
      (await get(`/media/photographs/photograph_collection/raw/${collectionId}/nothing.jpeg`)).statusCode,
    ).toBe(404);
  });

  it('draws the nine avatars as distinct PNG pictures', async () => {
    const bodies: string[] = [];
    for (let n = 0; n <= 8; n++) {
      const response = await get(`/avatars/${n}.png`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([256, 256]);
      bodies.push(response.rawPayload.toString('base64'));
    }
    expect(new Set(bodies).size).toBe(9);
    expect((await get('/avatars/9.png')).statusCode).toBe(404);
  });

  it('shows album covers: by gallery id, and from an SVG template with chosen images', async () => {
    const galleries = (await get('/image_galleries')).json()['hydra:member'] as Array<{ id: number }>;
    const gallery = galleries[0] as { id: number };
    const cover = await get(`/image_galleries/${gallery.id}/display.jpeg`);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/jpeg');
    const templates = (await get('/svg_templates')).json()['hydra:member'] as Array<{ id: number }>;
    const photographs = (await get('/photographs?itemsPerPage=6')).json()['hydra:member'] as Array<{
      id: number;
    }>;
    const ids = photographs.map((p) => p.id).join(',');
    for (const template of templates) {
      const svg = await get(`/image_galleries/${gallery.id}/showSvg/${template.id}?imageIds=${ids}`, {
        accept: 'image/webp,image/*',
      });
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toBe('image/webp');
      const meta = await sharp(svg.rawPayload).metadata();
      expect(meta.width).toBe(1200);
    }
    expect((await get(`/image_galleries/${gallery.id}/showSvg/9999`)).statusCode).toBe(404);
  });

  it('shows collection thumbnails by collection id', async () => {
    const collections = (await get('/photograph_collections?itemsPerPage=100')).json()[
      'hydra:member'
    ] as Array<{
      id: number;
      photographsCount: number;
    }>;
    const withPhotographs = collections.find((c) => c.photographsCount > 0) as { id: number };
    for (const size of ['small', 'lazy', 'display', 'list.jpeg']) {
      const response = await get(`/photograph_collections/${withPhotographs.id}/${size}`);
      expect(response.statusCode).toBe(200);
    }
  });

  it('shows the marked section of a comment', async () => {
    const photographs = (await get('/photographs?itemsPerPage=100')).json()['hydra:member'] as Array<{
      id: number;
      filePath: string;
    }>;
    const photo = photographs.find((p) => p.filePath === kapellbruecke) as { id: number };
    const comments = (await get(`/comments?photograph=${photo.id}`)).json()['hydra:member'] as Array<{
      id: number;
      box: unknown;
    }>;
    const boxed = comments.find((c) => c.box) as { id: number };
    const response = await get(`/comments/${boxed.id}/showThumbnail/list.jpeg`);
    expect(response.statusCode).toBe(200);
    expect((await get(`/comments/${boxed.id}/showThumbnail`)).statusCode).toBe(200);
  });
});
