import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { api } from '../support/api';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { type Session, signedInContext } from '../support/session';

/**
 * Issue 15 parts 3–4 with the real detector: the browser tests' server runs FACE_DETECTION=new
 * (e2e/support/server.ts), so only uploads are searched. The Beatenberg alpine hut (about 10
 * people, the detector finds 5) is uploaded twice: the same faces on a second photograph are
 * suggested once one of them is named on the first.
 */
const baseUrl = inject('baseUrl');
const HUT = 'beatenberg-alphuette-erholungsstation-1918.jpg';
const suffix = `${Date.now() % 100_000}`;
const PERSON = `Anna Hütte ${suffix}`;

type Face = { id: string; bounding_box: [number, number, number, number] };
type Photograph = { id: number; faces: Face[] };
type Person = { '@id': string; id: number; photographs: string[] };

const poll = <T>(read: () => Promise<T> | T, timeout = 10_000) => expect.poll(read, { timeout });

async function uploadHut(session: Session, title: string): Promise<number> {
  const original = new Blob([await (await fetch(`${baseUrl}/media/photographs/demo/${HUT}`)).arrayBuffer()], {
    type: 'image/jpeg',
  });
  const form = new FormData();
  form.append('title', title);
  form.append('file', original, 'alphuette.jpg');
  const upload = await fetch(`${baseUrl}/photograph_collections/1/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}`, Accept: 'application/ld+json' },
    body: form,
  });
  expect(upload.status).toBe(201);
  const body = (await upload.json()) as { 'hydra:member': Array<{ id: number }> };
  return body['hydra:member'][0]?.id ?? 0;
}

/** The background job has searched the photograph: up to a minute on a busy machine. */
async function facesOf(id: number): Promise<Face[]> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const faces = (await api<Photograph>('GET', `/photographs/${id}`, null)).faces;
    if (faces.length > 0) return faces;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`no faces were found on photograph ${id} within 60 s`);
}

const faceBoxes = (page: Page) =>
  page.getByRole('button', { name: 'Unbekannte Person – weißt du, wer das ist?' });

describe('face suggestions with the real detector', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let session: Session;
  let first: number;
  let second: number;
  let firstFaces: Face[];

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, session } = (await signedInContext(browser, {
      as: 'editor',
      settings: { showNotifications: false, showTour: false },
    })) as { context: BrowserContext; session: Session });
    page = await context.newPage();
    errors = trackPageErrors(page);
    first = await uploadHut(session, `Alphütte ${suffix} (1)`);
    second = await uploadHut(session, `Alphütte ${suffix} (2)`);
    firstFaces = await facesOf(first);
    await facesOf(second);
  }, 150_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  test('names a detected face, is asked about the same face on the second photograph, and says yes', async () => {
    await page.goto(`${baseUrl}/photographs/show/${first}`);
    await page.getByTestId('photograph-canvas').waitFor();
    await poll(() => faceBoxes(page).count()).toBe(firstFaces.length);
    await saveScreenshot(page, 'face-boxes-phone');

    // The first '?' → 'who is this' → the cropper on the face → a new name.
    await faceBoxes(page).first().click();
    await page.getByRole('button', { name: 'Person benennen' }).click();
    await page.getByTestId('person-cropper').waitFor();
    await poll(() => page.getByTestId('person-cropper-stage').getAttribute('data-frame')).not.toBeNull();
    await page.getByTestId('person-cropper-ok').click();
    await page.getByTestId('person-name-dialog').waitFor();
    await page.getByTestId('person-name-input').fill(PERSON);
    await page.getByTestId('person-name-dialog').getByText('Weiter legt eine neue Person').waitFor();
    await page.getByTestId('person-name-next').click();
    await page.getByTestId('person-description').fill('Erholte sich 1918 in der Alphütte in Beatenberg.');
    await page.getByTestId('person-more-save').click();
    await page.getByTestId('person-more-dialog').waitFor({ state: 'detached' });
    await page.waitForURL(new RegExp(`/photographs/show/${first}/\\d+$`));
    // The named face is no '?' any more.
    await poll(() => faceBoxes(page).count()).toBe(firstFaces.length - 1);

    // Person details: the same face on the second photograph, asked as a question.
    await page.getByTestId('active-comment-person').click();
    const details = page.getByTestId('person-details');
    await details.waitFor();
    const section = details.getByTestId('face-suggestions');
    await section.getByRole('heading', { name: `Ist das auch ${PERSON}?` }).waitFor();
    await section.getByText('Vorschläge – vielleicht dieselbe Person').waitFor();
    const suggestion = section.getByTestId('face-suggestion').first();
    await poll(() =>
      suggestion
        .getByRole('img')
        .evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
    ).toBe(true);
    expect(await suggestion.getByTestId('face-suggestion-photograph').textContent()).toBe(
      `Alphütte ${suffix} (2)`,
    );
    // No number dressed up as certainty.
    expect(await section.textContent()).not.toMatch(/%/);
    await section.getByText(`erst ein Ja nennt ${PERSON} auf dem Bild`).waitFor();
    await expectAccessible(page, 'face suggestions (phone)');
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'face-suggestions-phone');
    await page.setViewportSize(DESKTOP);
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'face-suggestions-desktop');
    await page.setViewportSize(PHONE);

    await details.getByText('Auf 1 Foto', { exact: true }).waitFor();
    await suggestion
      .getByRole('button', { name: `Ja, das ist ${PERSON} auf „Alphütte ${suffix} (2)“` })
      .click();
    await section.getByText(`${PERSON} ist jetzt auch auf „Alphütte ${suffix} (2)“ genannt.`).waitFor();
    await details.getByText('Auf 2 Fotos', { exact: true }).waitFor();
    const person = (
      await api<{ 'hydra:member': Person[] }>('GET', `/mentions?name=${encodeURIComponent(PERSON)}`, null)
    )['hydra:member'][0] as Person;
    expect(person.photographs).toEqual([`/photographs/${first}`, `/photographs/${second}`]);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });
  });

  test('a curator dismisses a detection that is no face: its ? leaves the picture', async () => {
    await page.goto(`${baseUrl}/photographs/show/${second}`);
    await page.getByTestId('photograph-canvas').waitFor();
    const before = (await api<Photograph>('GET', `/photographs/${second}`, null)).faces.length;
    // The face said yes to is named now, so it draws as a named box, not a '?'.
    await poll(() => faceBoxes(page).count()).toBe(before - 1);
    await faceBoxes(page).last().click();
    await page.getByTestId('face-dismiss').click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await poll(() => faceBoxes(page).count()).toBe(before - 2);
    expect((await api<Photograph>('GET', `/photographs/${second}`, null)).faces).toHaveLength(before - 1);
    expect(errors).toEqual([]);
  });
});
