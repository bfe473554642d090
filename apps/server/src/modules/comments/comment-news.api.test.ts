import { randomBytes } from 'node:crypto';
import type { PushNotificationPayload } from '@retropics/domain/web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/api-test-app.js';
import {
  buildAlbum,
  buildCollection,
  buildComment,
  buildPhotograph,
  buildRetrosnap,
  type SignedIn,
  signedIn,
} from '../../test/factories.js';
import { browserSubscription, readMessage, startPushService } from '../../test/web-push-service.js';

/**
 * Issue 13 'News for people': a new comment reaches, by web push, the owner of what it is on and
 * the people who wrote on the same picture before, never its author; a private comment reaches
 * nobody. Each person below has one subscribed browser on a push service on 127.0.0.1.
 */

const api = useTestApp({ seed: false, environment: { WEBPUSH_ALLOW_HTTP_ENDPOINTS: 'true' } });

let pushService: Awaited<ReturnType<typeof startPushService>>;
type Browser = ReturnType<typeof browserSubscription>;
const browsers = new Map<number, Browser>();

let collectionOwner: SignedIn;
let albumOwner: SignedIn;
let earlierCommenter: SignedIn;
let author: SignedIn;
let bystander: SignedIn;
let snapAuthor: SignedIn;

async function subscribe(person: SignedIn, locale: 'de' | 'en' | 'it') {
  const browser = browserSubscription(`${pushService.origin}/push/${randomBytes(8).toString('hex')}`);
  const response = await api.app.inject({
    method: 'POST',
    url: '/webpush',
    headers: person.headers,
    payload: { subscription: browser.json, options: { locale } },
  });
  expect(response.statusCode).toBe(201);
  browsers.set(person.personId, browser);
}

/** The messages each person's browser received, by person. */
function received(): Map<number, PushNotificationPayload[]> {
  const byPerson = new Map<number, PushNotificationPayload[]>();
  for (const push of pushService.received) {
    for (const [personId, browser] of browsers) {
      if (browser.json.endpoint.endsWith(push.path)) {
        byPerson.set(personId, [...(byPerson.get(personId) ?? []), readMessage(push, browser)]);
      }
    }
  }
  return byPerson;
}

/** Waits for `count` deliveries, then a little longer, so that a wrong extra one would show too. */
async function deliveries(count: number) {
  await vi.waitFor(() => expect(pushService.received.length).toBeGreaterThanOrEqual(count), {
    timeout: 5000,
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  return received();
}

async function postComment(as: SignedIn, payload: Record<string, unknown>) {
  const response = await api.app.inject({ method: 'POST', url: '/comments', headers: as.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

beforeAll(async () => {
  pushService = await startPushService();
  collectionOwner = await signedIn(api.app);
  albumOwner = await signedIn(api.app);
  earlierCommenter = await signedIn(api.app);
  author = await signedIn(api.app);
  bystander = await signedIn(api.app);
  snapAuthor = await signedIn(api.app);
  await subscribe(collectionOwner, 'de');
  await subscribe(albumOwner, 'en');
  await subscribe(earlierCommenter, 'it');
  await subscribe(author, 'de');
  await subscribe(bystander, 'de');
  await subscribe(snapAuthor, 'de');
});
afterAll(async () => {
  await pushService?.close();
});
beforeEach(() => {
  pushService.received.length = 0;
});

describe('news of a new comment', () => {
  it("reaches the collection's owner and earlier commenters of the photograph, not the author nor others", async () => {
    const collection = await buildCollection(api.app, { ownerId: collectionOwner.personId });
    const photograph = await buildPhotograph(api.app, {
      collectionId: collection.id,
      backFilePath: 'factory/b.jpg',
    });
    await buildComment(api.app, { photographId: photograph.id, authorId: earlierCommenter.personId });
    // The author's own earlier comment does not make them a recipient of their own news.
    await buildComment(api.app, { photographId: photograph.id, authorId: author.personId });
    // A comment elsewhere does not make the bystander follow this picture.
    await buildComment(api.app, { authorId: bystander.personId });

    const comment = await postComment(author, {
      text: '<p>Das ist <b>mein Opa</b> &amp; seine Katze</p>',
      photograph: photograph.iri,
      isBackside: true,
    });
    const news = await deliveries(2);
    expect([...news.keys()].sort()).toEqual([collectionOwner.personId, earlierCommenter.personId].sort());
    const [toOwner] = news.get(collectionOwner.personId) ?? [];
    expect(toOwner).toMatchObject({
      title: 'Neuer Kommentar',
      body: expect.stringMatching(/: Das ist mein Opa & seine Katze$/),
      url: `/photographs/show/${photograph.id}/back/${comment.id}`,
      tag: `comments-photograph-${photograph.id}`,
    });
    expect(news.get(earlierCommenter.personId)?.[0]?.title).toBe('Nuovo commento');
  });

  it("reaches the album's owner for a comment on the album", async () => {
    const album = await buildAlbum(api.app, { ownerId: albumOwner.personId });
    const comment = await postComment(author, { text: 'Schönes Album!', imageGallery: album.iri });
    const news = await deliveries(1);
    expect([...news.keys()]).toEqual([albumOwner.personId]);
    expect(news.get(albumOwner.personId)?.[0]).toMatchObject({
      title: 'New comment',
      url: `/image_galleries/show/${album.id}/${comment.id}`,
    });
  });

  it("reaches the RetroSnap's author for a comment on it", async () => {
    const retrosnap = await buildRetrosnap(api.app, { authorId: snapAuthor.personId });
    const comment = await postComment(author, { text: 'Toller Vergleich', retrosnap: retrosnap.iri });
    const news = await deliveries(1);
    expect([...news.keys()]).toEqual([snapAuthor.personId]);
    expect(news.get(snapAuthor.personId)?.[0]?.url).toBe(`/retrosnaps/show/${retrosnap.id}/${comment.id}`);
  });

  it('is sent to nobody for a comment on what the author owns, or for a private comment', async () => {
    const collection = await buildCollection(api.app, { ownerId: author.personId });
    const own = await buildPhotograph(api.app, { collectionId: collection.id });
    await postComment(author, { text: 'Mein eigenes Bild', photograph: own.iri });
    const other = await buildPhotograph(api.app, {
      collectionId: (await buildCollection(api.app, { ownerId: collectionOwner.personId })).id,
    });
    await postComment(author, { text: 'Nur für mich', photograph: other.iri, isPrivate: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(pushService.received).toEqual([]);
  });
});
