import { rm } from 'node:fs/promises';
import { NARRATION_MESSAGES } from '@retropics/domain/contracts/narration.contract';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.types.js';
import { useTestApp } from '../../test/api-test-app.js';
import { fakePiper, isMp3, speechInstalled, toneWav } from '../../test/audio-fixtures.js';
import { buildPhotograph, type SignedIn, signedIn } from '../../test/factories.js';
import { multipart, solidPng } from '../../test/media-fixtures.js';
import { policyTable } from '../../test/policy.js';

// German is spoken by a stand-in Piper (a real process, counted by its log), English and Italian
// by Debian's espeak-ng; a two-second limit lets the hanging stand-in be stopped quickly.
const piper = fakePiper();
const api = useTestApp({
  seed: false,
  environment: {
    SPEECH_ENGINE: 'auto',
    PIPER_PATH: piper.program,
    PIPER_VOICE_DE: piper.model,
    SPEECH_TIMEOUT_SECONDS: '2',
    NARRATION_MAX_MB: '1',
  },
});
afterAll(() => rm(piper.dir, { recursive: true, force: true }));

const texts = (suffix: string) => [
  {
    locale: 'de',
    name: `Kapellbrücke ${suffix}`,
    description: '<p>Die gedeckte <b>Brücke</b> über die Reuss.</p>',
  },
  { locale: 'en', name: `Chapel Bridge ${suffix}`, description: '<p>The covered bridge over the Reuss.</p>' },
  { locale: 'it', name: `Ponte della Cappella ${suffix}`, description: 'Il ponte coperto sulla Reuss.' },
];
let counter = 0;
const photograph = (app: App, extra: Parameters<typeof buildPhotograph>[1] = {}) => {
  counter += 1;
  return buildPhotograph(app, { translations: texts(`${counter}`), ...extra });
};

async function audio(url: string, headers: Record<string, string> = {}) {
  const response = await api.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

function upload(as: SignedIn | null, id: number, locale: string, body: Buffer, name = 'narration.wav') {
  const form = multipart([{ field: 'file', name, body }]);
  return api.app.inject({
    method: 'PUT',
    url: `/photographs/${id}/narrations/${locale}`,
    headers: { ...form.headers, ...(as ? as.headers : {}) },
    payload: form.payload,
  });
}

describe.runIf(speechInstalled)('GET /getAudio/{locale}/{photograph}', () => {
  it('answers speech in each language as MP3 with validators and range support', async () => {
    const { id } = await photograph(api.app);
    for (const locale of ['de', 'en', 'it']) {
      const started = performance.now();
      const answer = await audio(`/getAudio/${locale}/${id}`);
      const ms = Math.round(performance.now() - started);
      expect(answer.status, locale).toBe(200);
      expect(answer.headers['content-type']).toBe('audio/mpeg');
      expect(isMp3(answer.body), `${locale} is MP3`).toBe(true);
      expect(answer.body.length, `${locale} has some seconds of sound`).toBeGreaterThan(4000);
      expect(answer.headers['accept-ranges']).toBe('bytes');
      expect(answer.headers.etag).toMatch(/^"/);
      expect(answer.headers['cache-control']).toBe('public, no-cache');
      console.info(`narration ${locale}: ${answer.body.length} bytes, first answer in ${ms} ms`);

      const again = await audio(`/getAudio/${locale}/${id}`, {
        'if-none-match': String(answer.headers.etag),
      });
      expect(again.status).toBe(304);
    }
  });

  it('answers a byte range with 206 and exactly those bytes, and 416 past the end', async () => {
    const { id } = await photograph(api.app);
    const whole = await audio(`/getAudio/en/${id}`);
    const size = whole.body.length;
    const part = await audio(`/getAudio/en/${id}`, { range: 'bytes=100-299' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-299/${size}`);
    expect(part.headers['content-length']).toBe('200');
    expect(part.body.equals(whole.body.subarray(100, 300))).toBe(true);
    const tail = await audio(`/getAudio/en/${id}`, { range: 'bytes=-50' });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(whole.body.subarray(size - 50))).toBe(true);
    const past = await audio(`/getAudio/en/${id}`, { range: `bytes=${size}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('makes the same text once, also for requests at the same time; an edited text is made anew', async () => {
    const { id } = await photograph(api.app);
    const before = piper.runs().length;
    const answers = await Promise.all([1, 2, 3].map(() => audio(`/getAudio/de/${id}`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(piper.runs().length).toBe(before + 1);
    expect(piper.runs().at(-1)).toContain('Die gedeckte Brücke über die Reuss.');
    expect(piper.runs().at(-1)).not.toContain('<b>');

    await audio(`/getAudio/de/${id}`);
    expect(piper.runs().length, 'a second request is answered from the store').toBe(before + 1);

    const editor = await signedIn(api.app, 'editor');
    const edited = await api.app.inject({
      method: 'PUT',
      url: `/photographs/${id}`,
      headers: editor.headers,
      payload: { translations: [{ locale: 'de', name: 'Kapellbrücke', description: 'Neu beschrieben.' }] },
    });
    expect(edited.statusCode).toBe(200);
    const changed = await audio(`/getAudio/de/${id}`);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(answers[0]?.headers.etag);
    expect(piper.runs().length).toBe(before + 2);
  });

  it('refuses other languages (400), unknown and hidden photographs and languages without a name (404)', async () => {
    const { id } = await photograph(api.app);
    const french = await api.get(`/getAudio/fr/${id}`);
    expect(french.status).toBe(400);
    expect(french.body['@type']).toBe('hydra:Error');
    expect(String(french.body['hydra:description'])).toContain(NARRATION_MESSAGES.locale);
    expect((await api.get('/getAudio/de/99999999')).status).toBe(404);
    expect((await api.get('/getAudio/de/abc')).status).toBe(400);

    const hidden = await photograph(api.app, { isHidden: true });
    expect((await api.get(`/getAudio/en/${hidden.id}`)).status).toBe(404);
    const editor = await signedIn(api.app, 'editor');
    const forEditor = await audio(`/getAudio/en/${hidden.id}`, editor.headers);
    expect(forEditor.status).toBe(200);
    expect(forEditor.headers['cache-control']).toBe('private, no-cache');

    const englishOnly = await buildPhotograph(api.app, { name: 'Only English' });
    const none = await api.get(`/getAudio/it/${englishOnly.id}`);
    expect(none.status).toBe(404);
    expect(none.body['hydra:description']).toBe(NARRATION_MESSAGES.noText);
    const photographAnswer = await api.get(`/photographs/${englishOnly.id}`);
    expect(photographAnswer.body.audioLocales).toEqual(['en']);
  });

  it('answers 503 with a hydra error when the engine fails or takes too long', async () => {
    for (const word of ['FAIL', 'SLOW']) {
      const { id } = await buildPhotograph(api.app, {
        translations: [{ locale: 'de', name: `Bild ${word}` }],
      });
      const answer = await api.get(`/getAudio/de/${id}`);
      expect(answer.status, word).toBe(503);
      expect(answer.body['hydra:description']).toBe(NARRATION_MESSAGES.speechFailed);
    }
  });
});

describe('recorded narrations', () => {
  policyTable(
    () => api.app,
    [
      {
        route: 'PUT /photographs/{id}/narrations/{locale} (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: async (_owner, app) => {
          const { id } = await photograph(app);
          const form = multipart([{ field: 'file', name: 'n.wav', body: toneWav(0.3) }]);
          return {
            method: 'PUT',
            url: `/photographs/${id}/narrations/it`,
            payload: form.payload,
            headers: form.headers,
          };
        },
      },
      {
        route: 'DELETE /photographs/{id}/narrations/{locale} (editors and admins)',
        ownerRole: 'editor',
        allowed: ['owner', 'editor', 'admin'],
        request: async (owner, app) => {
          const { id } = await photograph(app);
          expect((await upload(owner, id, 'it', toneWav(0.3))).statusCode).toBe(200);
          return { method: 'DELETE', url: `/photographs/${id}/narrations/it` };
        },
      },
    ],
  );

  it('wins over speech, replaces an earlier one (its file goes) and gives way to speech when removed', async () => {
    const editor = await signedIn(api.app, 'editor');
    const { id } = await buildPhotograph(api.app, {
      translations: [{ locale: 'en', name: 'Recorded bridge' }],
    });
    const first = toneWav(0.5, 330);
    const recorded = await upload(editor, id, 'it', first);
    expect(recorded.statusCode, recorded.body).toBe(200);
    const narration = recorded.json();
    expect(narration).toMatchObject({
      '@id': `/photographs/${id}/narrations/it`,
      '@type': 'PhotographNarration',
      locale: 'it',
      mimeType: 'audio/wav',
      bytes: first.length,
    });
    const played = await audio(`/getAudio/it/${id}`);
    expect(played.status).toBe(200);
    expect(played.headers['content-type']).toBe('audio/wav');
    expect(played.body.equals(first)).toBe(true);
    expect((await api.get(`/photographs/${id}`)).body.audioLocales).toEqual(
      speechInstalled ? ['en', 'it'] : ['it'],
    );
    const list = await api.list<{ locale: string }>(`/photographs/${id}/narrations`);
    expect(list.members.map((member) => member.locale)).toEqual(['it']);

    const second = toneWav(0.4, 550);
    const replaced = await upload(editor, id, 'it', second);
    expect(replaced.statusCode).toBe(200);
    expect((await audio(`/getAudio/it/${id}`)).body.equals(second)).toBe(true);
    const oldKey = `photographs/${String(narration.contentUrl).replace('/media/photographs/', '')}`;
    expect(await api.app.media.storage.stat(oldKey), 'the replaced recording is removed').toBeNull();

    const removed = await api.app.inject({
      method: 'DELETE',
      url: `/photographs/${id}/narrations/it`,
      headers: editor.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await api.get(`/getAudio/it/${id}`)).status, 'no Italian name: nothing to say').toBe(404);
    const again = await api.app.inject({
      method: 'DELETE',
      url: `/photographs/${id}/narrations/it`,
      headers: editor.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('takes Ogg, MP3, M4A and WebM by their first bytes and refuses anything else with 422', async () => {
    const editor = await signedIn(api.app, 'editor');
    const { id } = await photograph(api.app);
    const heads: Array<[string, Buffer]> = [
      ['audio/ogg', Buffer.concat([Buffer.from('OggS'), Buffer.alloc(200, 1)])],
      ['audio/mpeg', Buffer.concat([Buffer.from('ID3'), Buffer.alloc(200, 1)])],
      [
        'audio/mp4',
        Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypM4A '), Buffer.alloc(200, 1)]),
      ],
      ['audio/webm', Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(200, 1)])],
    ];
    for (const [type, body] of heads) {
      const answer = await upload(editor, id, 'de', body, 'recording.bin');
      expect(answer.statusCode, type).toBe(200);
      expect(answer.json().mimeType).toBe(type);
    }
    for (const body of [await solidPng(8, 8), Buffer.from('just some text, not audio at all')]) {
      const refused = await upload(editor, id, 'de', body, 'narration.mp3');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().violations).toEqual([
        { propertyPath: 'file', message: NARRATION_MESSAGES.notAudio },
      ]);
    }
    const empty = await upload(editor, id, 'de', Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    const large = await upload(editor, id, 'de', toneWav(40));
    expect(large.statusCode).toBe(413);
    expect(large.json()['hydra:description']).toBe('The audio file is larger than 1 MB.');
    const badLocale = await upload(editor, id, 'fr', toneWav(0.2));
    expect(badLocale.statusCode).toBe(400);
    const missing = await upload(editor, 99999999, 'de', toneWav(0.2));
    expect(missing.statusCode).toBe(404);
  });
});
