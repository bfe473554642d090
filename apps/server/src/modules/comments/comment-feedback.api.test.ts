import { PNG_DATA_URL_PREFIX } from '@retropics/domain/validation';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.types.js';
import type { Database } from '../../db/database.js';
import { comments } from '../../db/schema/comments.js';
import { demoUsers } from '../../seed/demo-content.js';
import { policyTable } from '../../test/policy.js';
import { createTestApp } from '../../test/test-app.js';
import { bearer, signIn } from '../auth/auth.test-support.js';

type Json = Record<string, unknown>;
type Violation = { propertyPath: string; message: string };

const user = demoUsers[2];
let app: App;
let db: Database;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  const test = await createTestApp({
    environment: { REVIEW_SITE_URL: 'https://reviews.example.org/retropics' },
  });
  ({ app, db, close } = test);
  token = (await signIn(app, user.email, user.password)).tokens.token;
});
afterAll(() => close());

const send = (payload: unknown, headers: Record<string, string> = bearer(token)) =>
  app.inject({ method: 'POST', url: '/comments', payload: payload as Json, headers });

async function png(width = 40, height = 30) {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
  return `${PNG_DATA_URL_PREFIX}${bytes.toString('base64')}`;
}

function violations(response: { statusCode: number; json: () => unknown }): Violation[] {
  expect(response.statusCode).toBe(422);
  const body = response.json() as Json;
  expect(body['@type']).toBe('ConstraintViolationList');
  return body.violations as Violation[];
}

describe('spec §6: the policy of each route', () => {
  policyTable(
    () => app,
    [
      {
        route: 'POST /comments',
        allowed: ['owner', 'user', 'editor', 'admin'],
        request: () => ({
          method: 'POST',
          url: '/comments',
          payload: { text: 'Schön', additionalData: { kind: 'feedback', rating: 4 } },
        }),
      },
      {
        route: 'GET /comments/{id} of feedback (a private comment)',
        refusal: 'hidden',
        allowed: ['owner', 'admin'],
        request: async (author, testedApp) => {
          const created = await testedApp.inject({
            method: 'POST',
            url: '/comments',
            headers: author.headers,
            payload: { text: 'Nur für das Team', additionalData: { kind: 'feedback', rating: 2 } },
          });
          return { method: 'GET', url: `/comments/${created.json().id}` };
        },
      },
    ],
  );
});

describe('POST /comments: feedback', () => {
  it('stores feedback as a private comment of the signed-in person and answers its JSON-LD', async () => {
    const response = await send({
      text: '  Schöne App, die Karte gefällt mir.  ',
      additionalData: { kind: 'feedback', rating: 4.5 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toContain('application/ld+json');
    const body = response.json() as Json;
    expect(body).toMatchObject({
      '@context': '/contexts/Comment',
      '@type': 'Comment',
      text: 'Schöne App, die Karte gefällt mir.',
      isPrivate: true,
      photograph: null,
      retrosnap: null,
      imageGallery: null,
      additionalData: { kind: 'feedback', rating: 4.5 },
      author: { name: user.name },
    });
    expect(body['@id']).toBe(`/comments/${body.id}`);
    const [row] = await db
      .select()
      .from(comments)
      .where(eq(comments.id, body.id as number));
    expect(row).toMatchObject({ isPrivate: true, additionalData: { kind: 'feedback', rating: 4.5 } });
  });

  it('is never shown publicly', async () => {
    const created = (
      await send({ text: 'Geheimes Lob', additionalData: { kind: 'feedback', rating: 5 } })
    ).json();
    expect((await app.inject({ method: 'GET', url: `/comments/${created.id}` })).statusCode).toBe(404);
    const photographs = await app.inject({ method: 'GET', url: '/photographs' });
    const first = (photographs.json()['hydra:member'] as Json[])[0] as Json;
    const list = await app.inject({ method: 'GET', url: `/comments?photograph=${first.id}` });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('Geheimes Lob');
    const search = await app.inject({ method: 'GET', url: '/feed_items?text=Geheimes' });
    expect(search.statusCode).toBe(200);
    expect(search.body).not.toContain('Geheimes Lob');
  });

  it.each([0.5, 1, 3.5, 5])('takes the rating %s', async (rating) => {
    expect((await send({ text: 'Gut', additionalData: { kind: 'feedback', rating } })).statusCode).toBe(201);
  });

  it.each([
    ['zero', 0],
    ['more than five', 5.5],
    ['not a half step', 4.2],
    ['a text', '4'],
    ['missing', undefined],
  ])('refuses a rating that is %s', async (_label, rating) => {
    const [violation] = violations(await send({ text: 'Gut', additionalData: { kind: 'feedback', rating } }));
    expect(violation).toEqual({
      propertyPath: 'additionalData.rating',
      message: 'Rating must be a number from 0.5 to 5 in steps of 0.5',
    });
  });

  it.each([
    ['missing', undefined],
    ['blank', '  \n '],
    ['not a text', 42],
  ])('refuses a text that is %s', async (_label, text) => {
    const list = violations(await send({ text, additionalData: { kind: 'feedback', rating: 3 } }));
    expect(list).toEqual([{ propertyPath: 'text', message: 'Text is required' }]);
  });

  it('refuses a text longer than 5000 characters', async () => {
    const list = violations(
      await send({ text: 'x'.repeat(5001), additionalData: { kind: 'feedback', rating: 3 } }),
    );
    expect(list).toEqual([{ propertyPath: 'text', message: 'Text must be at most 5000 characters' }]);
  });

  it('refuses feedback of an unknown kind', async () => {
    const [violation] = violations(
      await send({ text: 'Hallo', additionalData: { kind: 'praise', rating: 5 } }),
    );
    expect(violation?.propertyPath).toMatch(/^additionalData(\.kind)?$/);
    expect(violation?.message).toContain("kind: 'feedback'");
  });

  it('reads a body without additionalData as a comment, which needs a subject', async () => {
    const list = violations(await send({ text: 'Hallo' }));
    expect(list).toEqual([
      {
        propertyPath: 'photograph',
        message: 'A comment is on exactly one of photograph, retrosnap or imageGallery',
      },
    ]);
  });

  it('answers 401 to a visitor and to a forged token', async () => {
    const payload = { text: 'Hallo', additionalData: { kind: 'feedback', rating: 5 } };
    for (const headers of [{}, bearer('not-a-token')]) {
      const response = await send(payload, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()['@type']).toBe('hydra:Error');
    }
  });
});

describe('POST /comments: bug report', () => {
  it('stores text, console log and a PNG screenshot', async () => {
    const screenshot = await png();
    const response = await send({
      text: 'Die Karte bleibt grau.',
      additionalData: { kind: 'bugReport', consoleLog: '[error] tile 404\n[warn] slow', screenshot },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().additionalData).toEqual({
      kind: 'bugReport',
      consoleLog: '[error] tile 404\n[warn] slow',
      screenshot,
    });
  });

  it('takes a report without screenshot or console log', async () => {
    const response = await send({ text: 'Absturz beim Teilen', additionalData: { kind: 'bugReport' } });
    expect(response.statusCode).toBe(201);
    expect(response.json().additionalData).toEqual({ kind: 'bugReport', consoleLog: '', screenshot: null });
  });

  it('refuses a screenshot that is not a PNG data URL', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    const cases = [
      `data:image/jpeg;base64,${jpeg.toString('base64')}`,
      'https://example.org/screen.png',
      `${PNG_DATA_URL_PREFIX}not base64!`,
    ];
    for (const screenshot of cases) {
      const [violation] = violations(
        await send({ text: 'Fehler', additionalData: { kind: 'bugReport', screenshot } }),
      );
      expect(violation?.propertyPath).toBe('additionalData.screenshot');
      expect(violation?.message).toContain('PNG');
    }
  });

  it('decodes the screenshot: a JPEG or a cut-off PNG under a PNG label is refused', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    const whole = Buffer.from((await png(300, 200)).slice(PNG_DATA_URL_PREFIX.length), 'base64');
    for (const bytes of [jpeg, whole.subarray(0, whole.length - 40)]) {
      const screenshot = `${PNG_DATA_URL_PREFIX}${bytes.toString('base64')}`;
      expect(
        violations(await send({ text: 'Fehler', additionalData: { kind: 'bugReport', screenshot } })),
      ).toEqual([
        { propertyPath: 'additionalData.screenshot', message: 'Screenshot is not a readable PNG image' },
      ]);
    }
  });

  it('refuses a screenshot over 2 MB and a console log over 20000 characters', async () => {
    const big = `${PNG_DATA_URL_PREFIX}${Buffer.alloc(2 * 1024 * 1024 + 10, 1).toString('base64')}`;
    const [tooBig] = violations(
      await send({ text: 'Fehler', additionalData: { kind: 'bugReport', screenshot: big } }),
    );
    expect(tooBig).toEqual({
      propertyPath: 'additionalData.screenshot',
      message: 'Screenshot must be at most 2 MB',
    });
    const [tooLong] = violations(
      await send({ text: 'Fehler', additionalData: { kind: 'bugReport', consoleLog: 'x'.repeat(20_001) } }),
    );
    expect(tooLong).toEqual({
      propertyPath: 'additionalData.consoleLog',
      message: 'Console log must be at most 20000 characters',
    });
  });
});

describe('GET /feedback_settings', () => {
  it('names the review site from REVIEW_SITE_URL', async () => {
    const response = await app.inject({ method: 'GET', url: '/feedback_settings' });
    expect(response.json()).toEqual({ reviewSiteUrl: 'https://reviews.example.org/retropics' });
  });

  it('has no review site when REVIEW_SITE_URL is empty', async () => {
    const other = await createTestApp({ seed: false, environment: { REVIEW_SITE_URL: '' } });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/feedback_settings' });
      expect(response.json()).toEqual({ reviewSiteUrl: null });
    } finally {
      await other.close();
    }
  });
});
