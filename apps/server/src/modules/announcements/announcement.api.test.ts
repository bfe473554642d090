import { ANNOUNCEMENT_MESSAGES } from '@retropics/domain/contracts/announcement.contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test-app.js';
import { signedIn } from '../../test/factories.js';
import { multipart, solidPng } from '../../test/media-fixtures.js';
import { policyTable } from '../../test/policy.js';

type Json = Record<string, unknown>;
type FeedMember = {
  documentType: string;
  document: string;
  images: Array<{ filePath: string }>;
  link: string | null;
};

const api = useTestApp();
const { call, violationsOf } = api;

const texts = (name: string) => ({
  de: { name, text: 'Kurz und bündig.' },
  en: { name: `${name} (en)`, text: 'Short.' },
  it: { name: `${name} (it)`, text: 'Breve.' },
});
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

/** The smallest file that is an mp4 by its `ftyp` box (brand isom, compatible isom, mp41). */
const mp4Head = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypisom', 'ascii'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isommp41', 'ascii'),
    Buffer.alloc(64, 1),
  ]);
/** A QuickTime movie: an ftyp box too, but not an mp4. */
const quickTimeHead = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 20]),
    Buffer.from('ftypqt  ', 'ascii'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('qt  ', 'ascii'),
    Buffer.alloc(64, 1),
  ]);

async function uploadAs(as: { headers: Record<string, string> }, url: string, name: string, body: Buffer) {
  const form = multipart([{ field: 'file', name, body }]);
  const response = await api.app.inject({
    method: 'POST',
    url,
    headers: { ...as.headers, ...form.headers },
    payload: form.payload,
  });
  return { status: response.statusCode, body: response.json() as Json };
}

async function feedPage(query: string) {
  const response = await call('GET', `/feed_items?${query}`, null);
  expect(response.status).toBe(200);
  return {
    members: response.body['hydra:member'] as FeedMember[],
    total: response.body['hydra:totalItems'] as number,
  };
}

const inFeed = (members: FeedMember[], iri: unknown) => members.some((m) => m.document === iri);

describe('announcements', () => {
  policyTable(
    () => api.app,
    [
      {
        route: 'GET /announcements (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: () => ({ method: 'GET', url: '/announcements' }),
      },
      {
        route: 'GET /announcements/{id} (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: async (as) => {
          const created = await call('POST', '/announcements', as, { translations: texts('Lesen') });
          return { method: 'GET', url: String(created.body['@id']) };
        },
      },
      {
        route: 'POST /announcements (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: () => ({
          method: 'POST',
          url: '/announcements',
          payload: { translations: texts('Neu'), showInFeed: false },
        }),
      },
      {
        route: 'PUT /announcements/{id} (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: async (as) => {
          const created = await call('POST', '/announcements', as, { translations: texts('Alt') });
          return {
            method: 'PUT',
            url: String(created.body['@id']),
            payload: { translations: texts('Geändert'), showInFeed: false },
          };
        },
      },
      {
        route: 'DELETE /announcements/{id} (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: async (as) => {
          const created = await call('POST', '/announcements', as, { translations: texts('Weg') });
          return { method: 'DELETE', url: String(created.body['@id']) };
        },
      },
      {
        route: 'POST /announcements/imageUpload (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: async () => {
          const form = multipart([{ field: 'file', name: 'bild.png', body: await solidPng(40, 30) }]);
          return {
            method: 'POST',
            url: '/announcements/imageUpload',
            payload: form.payload,
            headers: form.headers,
          };
        },
      },
      {
        route: 'POST /announcements/videoUpload (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: () => {
          const form = multipart([{ field: 'file', name: 'film.mp4', body: mp4Head() }]);
          return {
            method: 'POST',
            url: '/announcements/videoUpload',
            payload: form.payload,
            headers: form.headers,
          };
        },
      },
    ],
  );

  it('refuses a missing German name, an end before the start, a bad link and position, a foreign video path', async () => {
    const editor = await signedIn(api.app, 'editor');
    const missingName = violationsOf(
      await call('POST', '/announcements', editor, {
        translations: { de: { name: ' ' }, en: { name: 'News' } },
      }),
    );
    expect(missingName).toContainEqual({
      propertyPath: 'translations.de.name',
      message: ANNOUNCEMENT_MESSAGES.germanNameRequired,
    });
    const badDates = violationsOf(
      await call('POST', '/announcements', editor, {
        translations: texts('Zeit'),
        startsAt: minutes(60),
        endsAt: minutes(30),
      }),
    );
    expect(badDates).toContainEqual({
      propertyPath: 'endsAt',
      message: ANNOUNCEMENT_MESSAGES.endsAfterStart,
    });
    const notADate = violationsOf(
      await call('POST', '/announcements', editor, { translations: texts('Zeit'), startsAt: 'morgen' }),
    );
    expect(notADate).toContainEqual({ propertyPath: 'startsAt', message: ANNOUNCEMENT_MESSAGES.date });
    const badLink = violationsOf(
      await call('POST', '/announcements', editor, {
        translations: texts('Link'),
        link: 'javascript:alert(1)',
      }),
    );
    expect(badLink).toContainEqual({ propertyPath: 'link', message: ANNOUNCEMENT_MESSAGES.link });
    const badPosition = violationsOf(
      await call('POST', '/announcements', editor, { translations: texts('Platz'), feedPosition: -1 }),
    );
    expect(badPosition).toContainEqual({
      propertyPath: 'feedPosition',
      message: ANNOUNCEMENT_MESSAGES.feedPosition,
    });
    const foreignVideo = violationsOf(
      await call('POST', '/announcements', editor, { translations: texts('Film'), video: 'evil/film.mov' }),
    );
    expect(foreignVideo).toContainEqual({ propertyPath: 'video', message: ANNOUNCEMENT_MESSAGES.video });
  });

  it('takes an mp4 by its ftyp box and refuses other videos and pictures as video with a 422', async () => {
    const editor = await signedIn(api.app, 'editor');
    const mov = await uploadAs(editor, '/announcements/videoUpload', 'film.mp4', quickTimeHead());
    expect(mov.status).toBe(422);
    expect(JSON.stringify(mov.body)).toContain('Only mp4 videos can be uploaded.');
    const png = await uploadAs(editor, '/announcements/videoUpload', 'film.mp4', await solidPng(20, 20));
    expect(png.status).toBe(422);

    const video = await uploadAs(editor, '/announcements/videoUpload', 'film.mp4', mp4Head());
    expect(video.status).toBe(201);
    const member = (video.body['hydra:member'] as Json[])[0] as { filePath: string; contentUrl: string };
    expect(member.filePath).toMatch(/^announcements\/[\w-]+\.mp4$/);
    const served = await api.app.inject({ method: 'GET', url: member.contentUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(mp4Head())).toBe(true);
  });

  it('stores a picture as JPEG, refuses what is no picture, and shows an mp4 with its poster in the feed', async () => {
    const editor = await signedIn(api.app, 'editor');
    const notImage = await uploadAs(
      editor,
      '/announcements/imageUpload',
      'bild.png',
      Buffer.from('no picture at all'),
    );
    expect(notImage.status).toBe(422);
    const image = await uploadAs(editor, '/announcements/imageUpload', 'bild.png', await solidPng(60, 40));
    expect(image.status).toBe(201);
    const picture = (image.body['hydra:member'] as Json[])[0] as { filePath: string; width: number };
    expect(picture.filePath).toMatch(/^announcements\/[\w-]+\.jpeg$/);
    expect(picture.width).toBe(60);
    const thumbnail = await api.app.inject({
      method: 'GET',
      url: `/thumbnail/small/${picture.filePath}.jpeg`,
    });
    expect(thumbnail.statusCode).toBe(200);

    const video = await uploadAs(editor, '/announcements/videoUpload', 'film.mp4', mp4Head());
    const videoPath = ((video.body['hydra:member'] as Json[])[0] as { filePath: string }).filePath;
    const created = await call('POST', '/announcements', editor, {
      translations: texts('Film ab'),
      video: videoPath,
      images: [picture.filePath],
      link: 'https://example.org/film',
    });
    expect(created.status).toBe(201);
    const { members } = await feedPage('documentType=Announcement&itemsPerPage=100');
    const card = members.find((m) => m.document === created.body['@id']);
    expect(card?.images.map((i) => i.filePath)).toEqual([videoPath, picture.filePath]);
    expect(card?.link).toBe('https://example.org/film');
  });

  it('shows an announcement only within its time window, without waiting for a refresh', async () => {
    const editor = await signedIn(api.app, 'editor');
    const before = await feedPage('itemsPerPage=200');
    const ended = await call('POST', '/announcements', editor, {
      translations: texts('Vorbei'),
      startsAt: minutes(-120),
      endsAt: minutes(-60),
    });
    const soon = await call('POST', '/announcements', editor, {
      translations: texts('Gleich'),
      startsAt: new Date(Date.now() + 1_500).toISOString(),
    });
    const now = await call('POST', '/announcements', editor, {
      translations: texts('Jetzt'),
      startsAt: minutes(-5),
      endsAt: minutes(60),
    });
    const after = await feedPage('itemsPerPage=200');
    expect(inFeed(after.members, ended.body['@id'])).toBe(false);
    expect(inFeed(after.members, soon.body['@id'])).toBe(false);
    expect(inFeed(after.members, now.body['@id'])).toBe(true);
    expect(after.total).toBe(before.total + 1);

    await new Promise((resolve) => setTimeout(resolve, 1_700));
    const later = await feedPage('itemsPerPage=200');
    expect(inFeed(later.members, soon.body['@id'])).toBe(true);
    expect(later.total).toBe(before.total + 2);
    await call('DELETE', String(soon.body['@id']), editor);
    await call('DELETE', String(now.body['@id']), editor);
    const gone = await feedPage('itemsPerPage=200');
    expect(inFeed(gone.members, now.body['@id'])).toBe(false);
    expect(gone.total).toBe(before.total);
  });

  it('puts a pinned announcement at its feed position and pages around it without gaps or repeats', async () => {
    const editor = await signedIn(api.app, 'editor');
    const pinned = await call('POST', '/announcements', editor, {
      translations: texts('Oben'),
      feedPosition: 2,
    });
    const first = await feedPage('itemsPerPage=6');
    expect(first.members[2]?.document).toBe(pinned.body['@id']);
    const second = await feedPage('itemsPerPage=6&page=2');
    const whole = await feedPage('itemsPerPage=12');
    const paged = [...first.members, ...second.members].map((m) => m.document);
    expect(paged).toEqual(whole.members.map((m) => m.document));
    expect(new Set(paged).size).toBe(12);
    expect(whole.total).toBe(first.total);

    // Moved further down; past the first page it is the first card of the next.
    await call('PUT', String(pinned.body['@id']), editor, { translations: texts('Oben'), feedPosition: 6 });
    expect(inFeed((await feedPage('itemsPerPage=6')).members, pinned.body['@id'])).toBe(false);
    expect((await feedPage('itemsPerPage=6&page=2')).members[0]?.document).toBe(pinned.body['@id']);
    await call('DELETE', String(pinned.body['@id']), editor);
  });

  it('counts clicks, decides validity itself for the excluded people, and lists the counts', async () => {
    const editor = await signedIn(api.app, 'editor');
    const team = await signedIn(api.app, 'user');
    const visitor = await signedIn(api.app, 'user');
    api.app.config.announcements.excludedPersonIds.push(team.personId);
    const created = await call('POST', '/announcements', editor, { translations: texts('Klick') });
    const iri = String(created.body['@id']);

    const anonymous = await call('POST', '/click', null, {
      userId: null,
      announcement: iri,
      isValidClick: true,
    });
    expect(anonymous.status).toBe(201);
    expect(anonymous.body.isValidClick).toBe(true);
    const excluded = await call('POST', '/click', team, {
      userId: team.personId,
      announcement: iri,
      isValidClick: true,
    });
    expect(excluded.body.isValidClick).toBe(false);
    // The body's person is not believed: the sign-in says who clicks.
    const pretending = await call('POST', '/click', visitor, {
      userId: team.personId,
      announcement: created.body.id,
      isValidClick: false,
    });
    expect(pretending.body.isValidClick).toBe(true);
    expect((await call('POST', '/click', null, { announcement: '/announcements/999999' })).status).toBe(422);

    const item = await call('GET', iri, editor);
    expect(item.body).toMatchObject({ clicks: 3, validClicks: 2 });
    const listed = await call('GET', '/announcements?itemsPerPage=200', editor);
    const member = (listed.body['hydra:member'] as Json[]).find((m) => m['@id'] === iri);
    expect(member).toMatchObject({ clicks: 3, validClicks: 2 });
  });

  it('refuses a flood of clicks from one client with 429', async () => {
    const editor = await signedIn(api.app, 'editor');
    const created = await call('POST', '/announcements', editor, { translations: texts('Flut') });
    const settings = api.app.config.announcements;
    const limit = settings.rateLimitPerIp;
    settings.rateLimitPerIp = 2;
    try {
      const click = () =>
        api.app.inject({
          method: 'POST',
          url: '/click',
          remoteAddress: '198.51.100.7',
          payload: { announcement: created.body['@id'] },
        });
      expect((await click()).statusCode).toBe(201);
      expect((await click()).statusCode).toBe(201);
      const third = await click();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      settings.rateLimitPerIp = limit;
    }
    const item = await call('GET', String(created.body['@id']), editor);
    expect(item.body.clicks).toBe(2);
  });
});
